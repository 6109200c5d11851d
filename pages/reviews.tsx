import { useRouter } from 'next/router';
import { REVIEWS_TITLE, ReviewsTemplate } from '@/components/reviews/ReviewsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function ReviewsPage() {
  const { query } = useRouter();
  return <ReviewsTemplate page={pageFromQuery(query.page)} />;
}

ReviewsPage.protected = true;
ReviewsPage.title = { text: REVIEWS_TITLE, dictionary: 'reviews' } as const;

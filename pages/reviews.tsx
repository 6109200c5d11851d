import { useRouter } from 'next/router';
import { ReviewsTemplate } from '@/components/reviews/ReviewsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function ReviewsPage() {
  const { query } = useRouter();
  return <ReviewsTemplate page={pageFromQuery(query.page)} />;
}

ReviewsPage.protected = true;

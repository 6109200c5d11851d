import { useRouter } from 'next/router';
import { PayoutsTemplate } from '@/components/affiliate/PayoutsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliatePayoutsPage() {
  const { query } = useRouter();
  return <PayoutsTemplate page={pageFromQuery(query.page)} />;
}

AffiliatePayoutsPage.protected = true;

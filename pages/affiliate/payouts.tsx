import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { PayoutsTemplate } from '@/components/affiliate/PayoutsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliatePayoutsPage() {
  const { query } = useRouter();
  return <PayoutsTemplate page={pageFromQuery(query.page)} />;
}

AffiliatePayoutsPage.protected = true;
AffiliatePayoutsPage.title = { text: AFFILIATE_TITLES.payouts, dictionary: 'affiliate' } as const;

import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { ReferralsTemplate } from '@/components/affiliate/ReferralsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateReferralsPage() {
  const { query } = useRouter();
  return <ReferralsTemplate page={pageFromQuery(query.page)} />;
}

AffiliateReferralsPage.protected = true;
AffiliateReferralsPage.title = { text: AFFILIATE_TITLES.referrals, dictionary: 'affiliate' } as const;

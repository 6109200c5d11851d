import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { ReferralsTemplate } from '@/components/affiliate/ReferralsTemplate';
import { AFFILIATE_BANGLA } from '@/components/affiliate/translations.bn';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateReferralsPage() {
  const { query } = useRouter();
  return <ReferralsTemplate page={pageFromQuery(query.page)} />;
}

AffiliateReferralsPage.protected = true;
AffiliateReferralsPage.title = { text: AFFILIATE_TITLES.referrals, dictionary: AFFILIATE_BANGLA };

import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { VisitsTemplate } from '@/components/affiliate/VisitsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateVisitsPage() {
  const { query } = useRouter();
  return <VisitsTemplate page={pageFromQuery(query.page)} />;
}

AffiliateVisitsPage.protected = true;
AffiliateVisitsPage.title = { text: AFFILIATE_TITLES.visits, dictionary: 'affiliate' } as const;

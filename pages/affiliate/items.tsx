import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { ItemsTemplate } from '@/components/affiliate/ItemsTemplate';
import { searchFromQuery } from '@/utils/affiliateLinks';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateItemsPage() {
  const { query } = useRouter();
  return <ItemsTemplate page={pageFromQuery(query.page)} search={searchFromQuery(query.search)} />;
}

AffiliateItemsPage.protected = true;
AffiliateItemsPage.title = { text: AFFILIATE_TITLES.items, dictionary: 'affiliate' } as const;

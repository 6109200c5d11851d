import { useRouter } from 'next/router';
import { ItemsTemplate } from '@/components/affiliate/ItemsTemplate';
import { searchFromQuery } from '@/utils/affiliateLinks';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateItemsPage() {
  const { query } = useRouter();
  return <ItemsTemplate page={pageFromQuery(query.page)} search={searchFromQuery(query.search)} />;
}

AffiliateItemsPage.protected = true;

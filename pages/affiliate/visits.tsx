import { useRouter } from 'next/router';
import { VisitsTemplate } from '@/components/affiliate/VisitsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateVisitsPage() {
  const { query } = useRouter();
  return <VisitsTemplate page={pageFromQuery(query.page)} />;
}

AffiliateVisitsPage.protected = true;

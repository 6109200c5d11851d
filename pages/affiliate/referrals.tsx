import { useRouter } from 'next/router';
import { ReferralsTemplate } from '@/components/affiliate/ReferralsTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateReferralsPage() {
  const { query } = useRouter();
  return <ReferralsTemplate page={pageFromQuery(query.page)} />;
}

AffiliateReferralsPage.protected = true;

import { useRouter } from 'next/router';
import { WithdrawRequestTemplate } from '@/components/affiliate/WithdrawRequestTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateWithdrawRequestPage() {
  const { query } = useRouter();
  return <WithdrawRequestTemplate page={pageFromQuery(query.page)} />;
}

AffiliateWithdrawRequestPage.protected = true;

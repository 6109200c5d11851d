import { useRouter } from 'next/router';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { WithdrawRequestTemplate } from '@/components/affiliate/WithdrawRequestTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function AffiliateWithdrawRequestPage() {
  const { query } = useRouter();
  return <WithdrawRequestTemplate page={pageFromQuery(query.page)} />;
}

AffiliateWithdrawRequestPage.protected = true;
AffiliateWithdrawRequestPage.title = { text: AFFILIATE_TITLES.withdrawRequest, dictionary: 'affiliate' } as const;

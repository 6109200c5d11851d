import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AffiliateAccount, PaymentSettings } from '@/services/affiliate';
import { useAffiliateAccountQuery, usePaymentSettingsQuery, useWithdrawRequestsQuery } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { affiliateData, affiliateDataOfAll } from './affiliateLoad';

export interface Wallet {
  account: AffiliateAccount;
  settings: PaymentSettings;
}

/**
 * The withdraw page's data: the wallet (balance and payout settings) and a page of earlier requests.
 * A new request or saved settings make what they changed load again, the data on screen staying meanwhile.
 */
export function useWithdrawRequests(page: number) {
  const token = useAppSelector(selectToken);
  const own = token ? { token } : skipToken;
  const account = useAffiliateAccountQuery(own);
  const settings = usePaymentSettingsQuery(own);
  const requests = useWithdrawRequestsQuery(token ? { token, page } : skipToken);
  return { wallet: affiliateDataOfAll({ account, settings }), history: affiliateData(requests) };
}

import {
  getAffiliateAccount,
  getPaymentSettings,
  listWithdrawRequests,
  type AffiliateAccount,
  type PaymentSettings,
} from '@/services/affiliate';
import type { RequestOptions } from '@/services/http';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useAffiliateData } from './useAffiliateData';

export interface Wallet {
  account: AffiliateAccount;
  settings: PaymentSettings;
}

async function loadWallet(options: RequestOptions): Promise<Wallet> {
  const [account, settings] = await Promise.all([getAffiliateAccount(options), getPaymentSettings(options)]);
  return { account, settings };
}

/** The signed-in affiliate's token for the withdraw page's own requests. */
export function useRequestOptions(): RequestOptions | undefined {
  const token = useAppSelector(selectToken);
  return token ? { token } : undefined;
}

/** The withdraw page's data: the wallet (balance and payout settings) and a page of earlier requests. */
export function useWithdrawRequests(page: number) {
  const wallet = useAffiliateData('wallet', loadWallet);
  const history = useAffiliateData(`withdraw-requests:${page}`, (options) => listWithdrawRequests(page, options));

  /** A new request changes the balance and the list of requests. */
  function requested() {
    wallet.refresh();
    history.refresh();
  }

  return { wallet, history, requested };
}

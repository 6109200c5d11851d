import { useFormat, useText } from '@/hooks/useLocale';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { FigureCards } from './FigureCards';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { useWithdrawRequests } from './useWithdrawRequests';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawHistory } from './WithdrawHistory';
import styles from './WithdrawRequestTemplate.module.scss';

/** `/affiliate/withdraw_request` ("Withdraw Request"): the balance, where payouts go, a new request and the earlier ones. */
export function WithdrawRequestTemplate({ page }: { page: number }) {
  const t = useText('affiliate');
  const { price } = useFormat();
  const { wallet, history } = useWithdrawRequests(page);

  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.withdrawRequest}
      intro="Withdraw your approved commissions to bKash, Nagad or your bank. One request is handled at a time."
    >
      <AffiliateLoadView data={wallet} loadingText="Loading your balance…">
        {(data) => (
          <div className={styles.sections}>
            <FigureCards
              label={t('Your balance')}
              figures={[
                { label: t('Balance'), value: price(data.account.balance), hint: t('Available to withdraw'), featured: true },
                { label: t('Pending'), value: price(data.account.pending_earnings), hint: t('Approved when the orders are delivered') },
                {
                  label: t('Withdrawn'),
                  value: price(data.account.total_withdrawn),
                  action: { href: AFFILIATE_PATHS.payouts, label: t('Payment history') },
                },
                { label: t('Minimum'), value: price(data.settings.minimum_withdraw), hint: t('The smallest withdrawal') },
              ]}
            />
            <div className={styles.forms}>
              <WithdrawForm wallet={data} />
              <PaymentSettingsForm settings={data.settings} />
            </div>
            <WithdrawHistory history={history} />
          </div>
        )}
      </AffiliateLoadView>
    </AffiliatePage>
  );
}

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { safeReturnPath } from '@/components/app/loginRedirect';
import { Link } from '@/components/common/Link';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useFormat, useText } from '@/hooks/useLocale';
import { answerMessage } from '@/services/http';
import type { SimulatedCharge } from '@/contract/payments';
import { settleSimulatedCharge } from '@/services/payments';
import { useSimulatedChargeQuery } from '@/store/api/paymentsApi';
import { HOME_PATH } from '@/utils/sitePaths';
import styles from './SimulatedGatewayTemplate.module.scss';

const GATEWAY_TITLE = 'Simulated payment gateway';
const GATEWAY_DISCLAIMER = 'For development and testing: no money moves.';
const CHARGE_NOT_FOUND_MESSAGE = 'This payment was not found.';
const CHARGE_LOAD_FAILED_MESSAGE = 'This payment could not be loaded. Please try again.';
const SETTLE_FAILED_MESSAGE = 'The payment could not be completed. Please try again.';

type Outcome = 'approved' | 'declined';

type ChargeLoad = { state: 'loading' } | { state: 'not_found' } | { state: 'failed' } | { state: 'ready'; charge: SimulatedCharge };

function useCharge(reference: string | null): { load: ChargeLoad; retry: () => void } {
  const query = useSimulatedChargeQuery(reference ?? skipToken);
  const retry = () => void query.refetch();
  if (reference === null) return { load: { state: 'not_found' }, retry };
  if (query.currentData) return { load: { state: 'ready', charge: query.currentData }, retry };
  if (query.isError) return { load: 'status' in query.error && query.error.status === 404 ? { state: 'not_found' } : { state: 'failed' }, retry };
  return { load: { state: 'loading' }, retry };
}

const SETTLED_TEXT: Record<Exclude<SimulatedCharge['status'], 'pending'>, string> = {
  paid: 'This payment was approved.',
  failed: 'This payment was declined.',
};

function ChargeCard({ charge }: { charge: SimulatedCharge }) {
  const router = useRouter();
  const t = useText('payment');
  const { price } = useFormat();
  const [settling, setSettling] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function settle(outcome: Outcome) {
    setSettling(outcome);
    setError(null);
    try {
      const answer = await settleSimulatedCharge(charge.reference, outcome);
      // The shop's own return path only: a gateway never sends the shopper elsewhere.
      await router.push(safeReturnPath(answer.return_path, HOME_PATH));
    } catch (failure) {
      setError(answerMessage(failure) ?? SETTLE_FAILED_MESSAGE);
      setSettling(null);
    }
  }

  return (
    <>
      <div className={styles.charge}>
        <p className={styles.payWith}>
          {t('Pay with')} <span className={`${styles.method} ${styles[charge.method] ?? ''}`}>{charge.method_name}</span>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('Description')}</dt>
            <dd>{charge.description}</dd>
          </div>
          <div>
            <dt>{t('Amount')}</dt>
            <dd className={styles.amount}>{price(charge.amount)}</dd>
          </div>
          <div>
            <dt>{t('Reference')}</dt>
            <dd className={styles.reference}>{charge.reference}</dd>
          </div>
        </dl>
      </div>

      {charge.status === 'pending' ? (
        <>
          <div className={styles.buttons}>
            <button type="button" className={styles.approve} onClick={() => void settle('approved')} disabled={settling !== null}>
              {settling === 'approved' ? t('Approving…') : t('Approve payment')}
            </button>
            <button type="button" className={styles.decline} onClick={() => void settle('declined')} disabled={settling !== null}>
              {settling === 'declined' ? t('Declining…') : t('Decline payment')}
            </button>
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {t(error)}
            </p>
          )}
        </>
      ) : (
        <div className={styles.settled}>
          <p className={charge.status === 'paid' ? styles.paid : styles.failed}>{t(SETTLED_TEXT[charge.status])}</p>
          <Link href={safeReturnPath(charge.return_path, HOME_PATH)} className={styles.continue}>
            {t('Continue')}
          </Link>
        </div>
      )}
    </>
  );
}

function GatewayBody({ load, retry }: { load: ChargeLoad; retry: () => void }) {
  const t = useText('payment');
  switch (load.state) {
    case 'loading':
      return (
        <p className={styles.status} role="status">
          {t('Loading the payment…')}
        </p>
      );
    case 'not_found':
      return (
        <div className={styles.settled}>
          <p className={styles.failed}>{t(CHARGE_NOT_FOUND_MESSAGE)}</p>
          <Link href={HOME_PATH} className={styles.continue}>
            {t('Back to the shop')}
          </Link>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.settled}>
          <p role="alert" className={styles.error}>
            {t(CHARGE_LOAD_FAILED_MESSAGE)}
          </p>
          <button type="button" className={styles.continue} onClick={retry}>
            {t('Try again')}
          </button>
        </div>
      );
    case 'ready':
      return <ChargeCard charge={load.charge} />;
  }
}

/**
 * `/payment/simulated/[reference]`: the development stand-in for a payment provider's page. It stands
 * for a third-party page, so it is one plain card, plainly labelled as a simulation.
 */
export function SimulatedGatewayTemplate({ reference }: { reference: string | null }) {
  const { load, retry } = useCharge(reference);
  const t = useText('payment');
  return (
    <div className={styles.page}>
      <PrivatePageHead title={t(GATEWAY_TITLE)} />
      <section className={styles.card} aria-labelledby="gateway-title">
        <header className={styles.header}>
          <span className={styles.badge}>{t('Test mode')}</span>
          <h1 id="gateway-title" className={styles.title}>
            {t(GATEWAY_TITLE)}
          </h1>
          <p className={styles.disclaimer}>{t(GATEWAY_DISCLAIMER)}</p>
        </header>
        <GatewayBody load={load} retry={retry} />
      </section>
    </div>
  );
}

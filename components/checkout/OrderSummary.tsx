/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { lineImage } from '@/components/bag/bagDisplay';
import { serverBagFigures } from '@/components/bag/bagFigures';
import { BagTotals } from '@/components/bag/BagTotals';
import { FreeDeliveryProgress } from '@/components/bag/FreeDeliveryProgress';
import { StruckPrice } from '@/components/bag/StruckPrice';
import { Link } from '@/components/common/Link';
import { CART_PATH } from '@/utils/sitePaths';
import { useFormat, useText } from '@/hooks/useLocale';
import type { CartSummary } from '@/contract/cart';
import type { BagLine } from '@/utils/bag';
import { translateServerMessage } from '@/utils/serverMessages';
import { linePrice } from '@/utils/wasPrice';
import type { CheckoutSummary } from './useCheckoutSummary';
import type { PlacementProblem } from './usePlaceOrder';
import styles from './OrderSummary.module.scss';

interface OrderSummaryProps {
  lines: BagLine[];
  checkoutSummary: CheckoutSummary;
  placing: boolean;
  problem: PlacementProblem | null;
}

/** What the payment method collects: the grand total less the gift card. */
export function amountToPay(summary: CartSummary): number {
  return summary.amount_to_pay ?? summary.grand_total;
}

/** Step 6, beside the form: the bag, the server's totals and the Place order button. */
export function OrderSummary({ lines, checkoutSummary, placing, problem }: OrderSummaryProps) {
  const { summary, status, retry } = checkoutSummary;
  const canPlace = status === 'ready' && summary !== null && !placing;
  const t = useText('checkout');

  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.heading}>
        {t('Order summary')}
      </h2>
      <ul className={styles.lines} aria-label={t('Items in your bag')}>
        {lines.map((line) => (
          <li key={line.barcode} className={styles.line}>
            <span className={styles.thumb}>
              <img src={lineImage(line)} alt="" width={56} height={70} loading="lazy" />
            </span>
            <span className={styles.lineText}>
              <span className={styles.lineName}>{line.name}</span>
              {line.variant && <span className={styles.lineDetail}>{line.variant}</span>}
              <span className={styles.lineDetail}>{t('Qty {quantity}', { quantity: line.quantity })}</span>
            </span>
            <LineTotal line={line} />
          </li>
        ))}
      </ul>
      {summary ? (
        <BagTotals figures={serverBagFigures(summary)} stage="checkout" updating={status === 'loading'} className={styles.totals} />
      ) : (
        <p className={styles.pending}>{t('Working out your total…')}</p>
      )}
      <FreeDeliveryProgress summary={summary} className={styles.freeDelivery} />
      {status === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('The total could not be updated.')}{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            {t('Try again')}
          </button>
        </p>
      )}
      {problem && <PlacementProblemNotice problem={problem} />}
      <button type="submit" className={styles.placeOrder} disabled={!canPlace} aria-busy={placing || undefined}>
        {placing && <span className={styles.spinner} aria-hidden="true" />}
        {placing ? t('Placing order…') : t('Place order')}
      </button>
      <p className={styles.reassurance}>{t('Online payments continue on the payment page once the order is placed.')}</p>
    </section>
  );
}

function LineTotal({ line }: { line: BagLine }) {
  const { total } = linePrice(line);
  return <StruckPrice className={styles.linePrice} current={total.current} was={total.was} />;
}

function PlacementProblemNotice({ problem }: { problem: PlacementProblem }) {
  const t = useText('checkout');
  const { locale } = useFormat();
  const shown = (message: string) => translateServerMessage(message, t, locale);
  return (
    <div className={styles.problem} role="alert">
      <p>{shown(problem.message)}</p>
      {problem.kind === 'price_changed' && <p>{t('The new total is shown above. Press Place order to confirm it.')}</p>}
      {problem.kind === 'message' && problem.details.length > 0 && (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{shown(detail)}</li>
          ))}
        </ul>
      )}
      {problem.kind === 'stock_changed' && (
        <>
          <ul>
            {problem.unavailable.map((item) => (
              <li key={item.barcode}>
                {item.available > 0
                  ? t('{name}: only {count} left', { name: item.name, count: item.available })
                  : t('{name}: sold out', { name: item.name })}
              </li>
            ))}
          </ul>
          <Link href={CART_PATH} className={styles.bagLink}>
            {t('Update your bag')}
          </Link>
        </>
      )}
    </div>
  );
}

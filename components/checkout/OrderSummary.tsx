import Link from 'next/link';
import { CART_PATH, lineImage } from '@/components/cart/cartDisplay';
import type { CartSummary } from '@/services/types';
import type { CartLine } from '@/utils/cart';
import { formatTaka } from '@/utils/money';
import type { CheckoutSummary } from './useCheckoutSummary';
import type { PlacementProblem } from './usePlaceOrder';
import styles from './OrderSummary.module.scss';

interface OrderSummaryProps {
  lines: CartLine[];
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

  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.heading}>
        Order summary
      </h2>
      <ul className={styles.lines} aria-label="Items in your bag">
        {lines.map((line) => (
          <li key={line.barcode} className={styles.line}>
            <span className={styles.thumb}>
              <img src={lineImage(line)} alt="" width={56} height={70} loading="lazy" />
            </span>
            <span className={styles.lineText}>
              <span className={styles.lineName}>{line.name}</span>
              {line.variant && <span className={styles.lineDetail}>{line.variant}</span>}
              <span className={styles.lineDetail}>Qty {line.quantity}</span>
            </span>
            <span className={styles.linePrice}>{formatTaka(line.main_price_discount * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {summary ? <Totals summary={summary} updating={status === 'loading'} /> : <p className={styles.pending}>Working out your total…</p>}
      {status === 'failed' && (
        <p className={styles.problem} role="alert">
          The total could not be updated.{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {problem && <PlacementProblemNotice problem={problem} />}
      <button type="submit" className={styles.placeOrder} disabled={!canPlace} aria-busy={placing || undefined}>
        {placing && <span className={styles.spinner} aria-hidden="true" />}
        {placing ? 'Placing order…' : 'Place order'}
      </button>
      <p className={styles.reassurance}>Online payments continue on the payment page once the order is placed.</p>
    </section>
  );
}

function TotalRow({ label, value, note, emphasis }: { label: string; value: string; note?: string | null; emphasis?: boolean }) {
  return (
    <div className={emphasis ? `${styles.row} ${styles.emphasis}` : styles.row}>
      <dt>
        {label}
        {note && <span className={styles.note}> {note}</span>}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Totals({ summary, updating }: { summary: CartSummary; updating: boolean }) {
  const membershipDiscount = summary.membership_discount ?? 0;
  const giftCardAmount = summary.gift_card_amount ?? 0;
  return (
    <dl className={styles.totals} aria-busy={updating || undefined}>
      <TotalRow label="Sub total" value={formatTaka(summary.sub_total)} />
      {summary.discount > 0 && <TotalRow label="Discount" note={summary.coupon_code} value={`−${formatTaka(summary.discount)}`} />}
      {membershipDiscount > 0 && <TotalRow label="Membership discount" value={`−${formatTaka(membershipDiscount)}`} />}
      <TotalRow label="Shipping" value={formatTaka(summary.shipping_cost)} />
      <TotalRow label="Tax" value={formatTaka(summary.tax)} />
      <TotalRow label="Total" value={formatTaka(summary.grand_total)} />
      {giftCardAmount > 0 && <TotalRow label="Gift card" value={`−${formatTaka(giftCardAmount)}`} />}
      <TotalRow label="Amount to pay" value={formatTaka(amountToPay(summary))} emphasis />
    </dl>
  );
}

function PlacementProblemNotice({ problem }: { problem: PlacementProblem }) {
  return (
    <div className={styles.problem} role="alert">
      <p>{problem.message}</p>
      {problem.kind === 'price_changed' && <p>The new total is shown above. Press Place order to confirm it.</p>}
      {problem.kind === 'message' && problem.details.length > 0 && (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {problem.kind === 'stock_changed' && (
        <>
          <ul>
            {problem.unavailable.map((item) => (
              <li key={item.barcode}>
                {item.name}: {item.available > 0 ? `only ${item.available} left` : 'sold out'}
              </li>
            ))}
          </ul>
          <Link href={CART_PATH} className={styles.bagLink}>
            Update your bag
          </Link>
        </>
      )}
    </div>
  );
}

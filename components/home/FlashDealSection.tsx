import type { CSSProperties } from 'react';
import type { FlashDeal } from '@/contract/home';
import { Countdown } from './Countdown';
import { ProductRow } from './ProductRow';
import styles from './FlashDealSection.module.scss';

interface FlashDealSectionProps {
  deal: FlashDeal;
  /** When the page was rendered, for the countdown's first value. */
  renderedAt: number;
}

/** A running flash deal: its colours, a live countdown to its end and its products. */
export function FlashDealSection({ deal, renderedAt }: FlashDealSectionProps) {
  const colours = {
    '--deal-background': deal.background_color ?? undefined,
    '--deal-text': deal.text_color ?? undefined,
  } as CSSProperties;
  return (
    <div className={styles.deal} style={colours}>
      <ProductRow
        title={deal.title}
        products={deal.products}
        className={styles.row}
        aside={<Countdown endDate={deal.end_date} startedAt={renderedAt} />}
      />
    </div>
  );
}

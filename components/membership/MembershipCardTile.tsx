/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useFormat, useText } from '@/hooks/useLocale';
import type { MembershipCardType } from '@/contract/cart';
import { memberBenefit, percentOff, validityLabel } from '@/utils/membershipCards';
import styles from './MembershipCardTile.module.scss';

interface MembershipCardTileProps {
  card: MembershipCardType;
  onBuy: (card: MembershipCardType) => void;
}

/** One card for sale: picture, name, price against the stroked price, validity, the member benefit and Buy. */
export function MembershipCardTile({ card, onBuy }: MembershipCardTileProps) {
  const t = useText('membership');
  const { price } = useFormat();
  const off = percentOff(card.price, card.stroked_price);
  const titleId = `membership-card-${card.id}`;

  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img src={card.image || PLACEHOLDER_IMAGE} alt={t('{name} membership card', { name: card.name })} width={480} height={300} loading="lazy" />
        {off > 0 && <span className={styles.badge}>{t('{percent}% off', { percent: off })}</span>}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {card.name}
        </h3>
        <p className={styles.prices}>
          <span className={styles.price}>{price(card.price)}</span>
          {off > 0 && (
            <del className={styles.stroked}>
              <span className={styles.visuallyHidden}>{t('Regular price')} </span>
              {price(card.stroked_price)}
            </del>
          )}
        </p>
        <ul className={styles.facts}>
          <li>{memberBenefit(card.member_discount_percent, t)}</li>
          <li>{t('Valid for {period} from the day you buy it', { period: validityLabel(card.validity_days, t) })}</li>
        </ul>
        <button type="button" className={styles.buy} onClick={() => onBuy(card)}>
          {t('Buy')}
          <span className={styles.visuallyHidden}> {t('{name} card', { name: card.name })}</span>
        </button>
      </div>
    </article>
  );
}

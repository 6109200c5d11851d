import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { MembershipCardType } from '@/services/membership';
import { memberBenefit, percentOff, validityLabel } from '@/utils/membershipCards';
import { formatTaka } from '@/utils/money';
import styles from './MembershipCardTile.module.scss';

interface MembershipCardTileProps {
  card: MembershipCardType;
  onBuy: (card: MembershipCardType) => void;
}

/** One card for sale: picture, name, price against the stroked price, validity, the member benefit and Buy. */
export function MembershipCardTile({ card, onBuy }: MembershipCardTileProps) {
  const off = percentOff(card.price, card.stroked_price);
  const titleId = `membership-card-${card.id}`;

  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img src={card.image || PLACEHOLDER_IMAGE} alt={`${card.name} membership card`} width={480} height={300} loading="lazy" />
        {off > 0 && <span className={styles.badge}>{off}% off</span>}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {card.name}
        </h3>
        <p className={styles.prices}>
          <span className={styles.price}>{formatTaka(card.price)}</span>
          {off > 0 && (
            <del className={styles.stroked}>
              <span className={styles.visuallyHidden}>Regular price </span>
              {formatTaka(card.stroked_price)}
            </del>
          )}
        </p>
        <ul className={styles.facts}>
          <li>{memberBenefit(card.member_discount_percent)}</li>
          <li>Valid for {validityLabel(card.validity_days)} from the day you buy it</li>
        </ul>
        <button type="button" className={styles.buy} onClick={() => onBuy(card)}>
          Buy<span className={styles.visuallyHidden}> {card.name} card</span>
        </button>
      </div>
    </article>
  );
}

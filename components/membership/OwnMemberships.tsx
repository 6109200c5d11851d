import type { OwnMembership } from '@/services/membership';
import type { OwnCards } from './useOwnMemberships';
import styles from './OwnMemberships.module.scss';

const EXPIRY_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function expiryText(expiresAt: string): string {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? expiresAt : EXPIRY_DATE.format(date);
}

/** "Your cards": the customer's membership cards, with the hint that the number is entered at checkout. */
export function OwnMemberships({ ownCards }: { ownCards: Exclude<OwnCards, { status: 'signed-out' }> }) {
  return (
    <section className={styles.section} aria-labelledby="own-memberships-title">
      <h2 id="own-memberships-title" className={styles.title}>
        Your cards
      </h2>
      {ownCards.status === 'loading' && (
        <p className={styles.muted} role="status">
          Loading your cards…
        </p>
      )}
      {ownCards.status === 'failed' && (
        <p className={styles.error} role="alert">
          {ownCards.message}
        </p>
      )}
      {ownCards.status === 'loaded' &&
        (ownCards.cards.length === 0 ? (
          <p className={styles.muted}>You have no membership card yet. Choose one above to start saving.</p>
        ) : (
          <>
            <ul className={styles.cards}>
              {ownCards.cards.map((card) => (
                <OwnCard key={card.membership_no} card={card} />
              ))}
            </ul>
            <p className={styles.hint}>Enter your card number at checkout: a code sent to you confirms it, and your member prices apply.</p>
          </>
        ))}
    </section>
  );
}

function OwnCard({ card }: { card: OwnMembership }) {
  const active = card.status === 'active';
  return (
    <li className={styles.card}>
      <dl>
        <div>
          <dt>Card number</dt>
          <dd className={styles.number}>{card.membership_no}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{card.card_name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`${styles.status} ${active ? styles.active : styles.inactive}`}>{statusLabel(card.status)}</span>
          </dd>
        </div>
        <div>
          <dt>{active ? 'Valid until' : 'Expiry'}</dt>
          <dd>{expiryText(card.expires_at)}</dd>
        </div>
      </dl>
    </li>
  );
}

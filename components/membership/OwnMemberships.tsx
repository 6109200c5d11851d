import { useFormat, useText } from '@/hooks/useLocale';
import type { OwnMembership } from '@/contract/cart';
import type { OwnCards } from './useOwnMemberships';
import styles from './OwnMemberships.module.scss';

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** "Your cards": the customer's membership cards, with the hint that the number is entered at checkout. */
export function OwnMemberships({ ownCards }: { ownCards: Exclude<OwnCards, { status: 'signed-out' }> }) {
  const t = useText('membership');
  return (
    <section className={styles.section} aria-labelledby="own-memberships-title">
      <h2 id="own-memberships-title" className={styles.title}>
        {t('Your cards')}
      </h2>
      {ownCards.status === 'loading' && (
        <p className={styles.muted} role="status">
          {t('Loading your cards…')}
        </p>
      )}
      {ownCards.status === 'failed' && (
        <p className={styles.error} role="alert">
          {t(ownCards.message)}
        </p>
      )}
      {ownCards.status === 'loaded' &&
        (ownCards.cards.length === 0 ? (
          <p className={styles.muted}>{t('You have no membership card yet. Choose one above to start saving.')}</p>
        ) : (
          <>
            <ul className={styles.cards}>
              {ownCards.cards.map((card) => (
                <OwnCard key={card.membership_no} card={card} />
              ))}
            </ul>
            <p className={styles.hint}>{t('Enter your card number at checkout: a code sent to you confirms it, and your member prices apply.')}</p>
          </>
        ))}
    </section>
  );
}

function OwnCard({ card }: { card: OwnMembership }) {
  const t = useText('membership');
  const { date } = useFormat();
  const active = card.status === 'active';
  // An unreadable expiry is shown as the API gave it.
  const expiry = date(card.expires_at) || card.expires_at;
  return (
    <li className={styles.card}>
      <dl>
        <div>
          <dt>{t('Card number')}</dt>
          <dd className={styles.number}>{card.membership_no}</dd>
        </div>
        <div>
          <dt>{t('Card')}</dt>
          <dd>{card.card_name}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <span className={`${styles.status} ${active ? styles.active : styles.inactive}`}>{t(statusLabel(card.status))}</span>
          </dd>
        </div>
        <div>
          <dt>{active ? t('Valid until') : t('Expiry')}</dt>
          <dd>{expiry}</dd>
        </div>
      </dl>
    </li>
  );
}

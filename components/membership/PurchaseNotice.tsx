import { useText, type Translate } from '@/hooks/useLocale';
import { newlyIssuedCard } from '@/utils/membershipCards';
import type { OwnCards } from './useOwnMemberships';
import styles from './PurchaseNotice.module.scss';

const PURCHASE_TEXTS = {
  checking: 'Checking your payment…',
  failed: 'Your payment did not go through, so no card was issued. You can choose a card and try again.',
} as const;

function purchaseReceivedText(cardName: string, membershipNo: string, t: Translate): string {
  return t('Payment received. Your {card} card {number} is listed below under Your cards.', { card: cardName, number: membershipNo });
}

interface PurchaseNoticeProps {
  purchaseId: number;
  ownCards: OwnCards;
}

/** What became of the purchase the payment gateway returned from (`?purchase=<id>`). */
export function PurchaseNotice({ purchaseId, ownCards }: PurchaseNoticeProps) {
  const t = useText('membership');
  // Only the customer who bought the card can see it; the page's Buy buttons lead a visitor to sign in.
  if (ownCards.status === 'signed-out') return null;
  if (ownCards.status === 'loading') {
    return (
      <p className={styles.info} role="status">
        {t(PURCHASE_TEXTS.checking)}
      </p>
    );
  }
  // Without the list the outcome is unknown; "Your cards" says why it is missing.
  if (ownCards.status === 'failed') return null;
  const issued = newlyIssuedCard(ownCards.cards, purchaseId);
  if (!issued) {
    return (
      <p className={styles.failure} role="alert">
        {t(PURCHASE_TEXTS.failed)}
      </p>
    );
  }
  return (
    <p className={styles.success} role="status">
      {purchaseReceivedText(issued.card_name, issued.membership_no, t)}
    </p>
  );
}

import { CouponBox } from '@/components/bag/CouponBox';
import { useText } from '@/hooks/useLocale';
import type { CartSummary } from '@/contract/cart';
import type { CardKind } from '@/store/api/bagChangesApi';
import { selectCoupon } from '@/store/couponSlice';
import { giftCardReset, selectGiftCard } from '@/store/giftCardSlice';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { membershipReset, selectMembership } from '@/store/membershipSlice';
import type { Notice } from '@/store/notices';
import { CHECKOUT_PATH } from '@/utils/sitePaths';
import { CardCodeBox, type CardView } from './CardCodeBox';
import { CheckoutSection } from './CheckoutSection';
import styles from './CheckoutSections.module.scss';

interface OffersSectionProps {
  summary: CartSummary | null;
  /** Fetches the summary again: a removal may not change the browser's state (a card applied elsewhere). */
  refreshSummary: () => void;
}

/**
 * Step 4: coupon, membership card and gift card. What the browser applied is shown, and so is what
 * the server's summary says is applied to this bag (from another tab, or an earlier visit).
 */
export function OffersSection({ summary, refreshSummary }: OffersSectionProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const t = useText('checkout');
  const refreshAfter = async (removal: Promise<Notice>) => {
    const outcome = await removal;
    refreshSummary();
    return outcome;
  };
  const sendCode = async (card: CardKind, number: string) => (await loadBagChanges()).sendCardCode(store, card, number);
  const applyCode = async (card: CardKind, code: string) => (await loadBagChanges()).verifyCardCode(store, card, code);
  const removeCard = async (card: CardKind) => refreshAfter((await loadBagChanges()).removeCard(store, card));
  const coupon = useAppSelector(selectCoupon);
  const membership = useAppSelector(selectMembership);
  const giftCard = useAppSelector(selectGiftCard);

  const appliedCode = coupon.coupon_applied ? coupon.coupon : summary?.coupon_applied ? summary.coupon_code : null;
  const appliedCoupon = appliedCode ? { code: appliedCode, discount: summary?.discount ?? coupon.coupon_amount } : null;
  const membershipCard: CardView = {
    number: membership.membership_no ?? summary?.membership_no ?? null,
    applied: membership.membership_applied || Boolean(summary?.membership_applied),
    amount: summary?.membership_discount ?? membership.membership_amount,
    codeSent: membership.otp,
  };
  const giftCardView: CardView = {
    number: giftCard.gift_card_no ?? summary?.gift_card_no ?? null,
    applied: giftCard.gift_card_applied || Boolean(summary?.gift_card_applied),
    amount: summary?.gift_card_amount ?? giftCard.gift_card_amount,
    codeSent: giftCard.otp,
  };

  return (
    <CheckoutSection step={4} title={t('Offers')}>
      <div className={styles.offers}>
        <CouponBox applied={appliedCoupon} returnPath={CHECKOUT_PATH} onRemoved={refreshSummary} titleLevel="h3" />
        <CardCodeBox
          id="membership"
          title={t('Membership card')}
          numberLabel={t('Membership card number')}
          amountLabel={t('Membership discount')}
          card={membershipCard}
          sendCode={(number) => sendCode('membership', number)}
          applyCode={(code) => applyCode('membership', code)}
          remove={() => removeCard('membership')}
          changeCard={() => dispatch(membershipReset())}
        />
        <CardCodeBox
          id="gift-card"
          title={t('Gift card')}
          numberLabel={t('Gift card number')}
          amountLabel={t('Paid by gift card')}
          card={giftCardView}
          sendCode={(number) => sendCode('giftCard', number)}
          applyCode={(code) => applyCode('giftCard', code)}
          remove={() => removeCard('giftCard')}
          changeCard={() => dispatch(giftCardReset())}
        />
      </div>
    </CheckoutSection>
  );
}

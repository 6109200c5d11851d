import { CouponBox } from '@/components/bag/CouponBox';
import { useText } from '@/hooks/useLocale';
import type { CartSummary } from '@/contract/cart';
import { selectCoupon } from '@/store/couponSlice';
import { giftCardReset, selectGiftCard } from '@/store/giftCardSlice';
import { removeGiftCard, sendGiftCardCode, verifyGiftCardCode } from '@/store/giftCardThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { membershipReset, selectMembership } from '@/store/membershipSlice';
import { removeMembershipCard, sendMembershipCode, verifyMembershipCode } from '@/store/membershipThunks';
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
  const t = useText('checkout');
  const refreshAfter = async (removal: Promise<Notice>) => {
    const outcome = await removal;
    refreshSummary();
    return outcome;
  };
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
        <CouponBox applied={appliedCoupon} returnPath={CHECKOUT_PATH} onRemoved={refreshSummary} />
        <CardCodeBox
          id="membership"
          title={t('Membership card')}
          numberLabel={t('Membership card number')}
          amountLabel={t('Membership discount')}
          card={membershipCard}
          sendCode={(number) => dispatch(sendMembershipCode(number)).unwrap()}
          applyCode={(code) => dispatch(verifyMembershipCode(code)).unwrap()}
          remove={() => refreshAfter(dispatch(removeMembershipCard()).unwrap())}
          changeCard={() => dispatch(membershipReset())}
        />
        <CardCodeBox
          id="gift-card"
          title={t('Gift card')}
          numberLabel={t('Gift card number')}
          amountLabel={t('Paid by gift card')}
          card={giftCardView}
          sendCode={(number) => dispatch(sendGiftCardCode(number)).unwrap()}
          applyCode={(code) => dispatch(verifyGiftCardCode(code)).unwrap()}
          remove={() => refreshAfter(dispatch(removeGiftCard()).unwrap())}
          changeCard={() => dispatch(giftCardReset())}
        />
      </div>
    </CheckoutSection>
  );
}

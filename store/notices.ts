// What a thunk hands back for the UI to toast. The store never shows anything itself.

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  message: string;
  tone: NoticeTone;
  /** Where the UI should go next, when the outcome says so (after logout, or a 401). */
  redirectTo?: string;
  /** The server's reason, in its words, shown after the message. */
  reason?: string;
}

export const MESSAGES = {
  addedToCart: 'Added to cart',
  stockNotAvailable: 'Stock not available',
  tryAgain: 'Try Again',
  removedFromCart: 'Removed from cart',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon Removed',
  couponNotRemoved: 'Coupon not Removed',
  pleaseLogin: 'Please Login',
  pleaseTryAgain: 'please try Again',
  pleaseLoginFirst: 'Please Login First',
  addedToList: 'Added To List',
  removedFromList: 'Removed From List',
  loggedOut: 'logout successfully',
  accountDeleted: 'Account deleted successfully',
  somethingWentWrong: 'Something went wrong',
  cardCodeSent: 'A verification code was sent to the card holder',
  cardNumberFirst: 'Enter the card number first',
  membershipApplied: 'Membership card applied',
  membershipRemoved: 'Membership card removed',
  giftCardApplied: 'Gift card applied',
  giftCardRemoved: 'Gift card removed',
  recoveryCodeSent: 'verification code sent to your email/phone,please check your phone',
  codeVerified: 'Verified successfully',
  invalidRecoveryIdentifier: 'please enter a valid email address',
} as const;

export function notice(message: string, tone: NoticeTone, redirectTo?: string): Notice {
  return redirectTo ? { message, tone, redirectTo } : { message, tone };
}

/** A change that did not happen: the promise of its notice rejects with this, the notice inside. */
export class RefusedChange extends Error {
  constructor(readonly notice: Notice) {
    super(notice.message);
    this.name = 'RefusedChange';
  }
}

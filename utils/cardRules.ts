// When a membership card or gift card may be used on a bag; the refusal is the message shown beside the field.

export const CARD_MESSAGES = {
  membershipNotFound: 'Membership card not found',
  membershipExpired: 'This membership card has expired',
  membershipInactive: 'This membership card is not active',
  giftCardNotFound: 'Gift card not found',
  giftCardExpired: 'This gift card has expired',
  giftCardEmpty: 'This gift card has no balance left',
} as const;

export interface MembershipTerms {
  status: string;
  starts_at: string;
  expires_at: string;
}

export interface GiftCardTerms {
  status: string;
  expires_at: string;
  balance: number;
}

export function membershipRefusal(membership: MembershipTerms, now: Date): string | null {
  if (membership.status !== 'active' || new Date(membership.starts_at) > now) return CARD_MESSAGES.membershipInactive;
  if (new Date(membership.expires_at) <= now) return CARD_MESSAGES.membershipExpired;
  return null;
}

export function giftCardRefusal(giftCard: GiftCardTerms, now: Date): string | null {
  if (giftCard.status !== 'active') return CARD_MESSAGES.giftCardNotFound;
  if (new Date(giftCard.expires_at) <= now) return CARD_MESSAGES.giftCardExpired;
  if (giftCard.balance <= 0) return CARD_MESSAGES.giftCardEmpty;
  return null;
}

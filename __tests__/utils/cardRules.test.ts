import { CARD_MESSAGES, giftCardRefusal, membershipRefusal } from '@/utils/cardRules';

const now = new Date('2026-11-22T10:00:00Z');

describe('membership card', () => {
  const active = { status: 'active', starts_at: '2026-01-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' };

  it('may be used while active and within its dates', () => {
    expect(membershipRefusal(active, now)).toBeNull();
  });

  it('is refused once expired', () => {
    expect(membershipRefusal({ ...active, expires_at: '2026-11-22T10:00:00Z' }, now)).toBe(CARD_MESSAGES.membershipExpired);
  });

  it('is refused before it starts or when not active', () => {
    expect(membershipRefusal({ ...active, starts_at: '2026-12-01T00:00:00Z' }, now)).toBe(CARD_MESSAGES.membershipInactive);
    expect(membershipRefusal({ ...active, status: 'cancelled' }, now)).toBe(CARD_MESSAGES.membershipInactive);
  });
});

describe('gift card', () => {
  const card = { status: 'active', expires_at: '2027-01-01T00:00:00Z', balance: 50_000 };

  it('may be used while it holds money and has not expired', () => {
    expect(giftCardRefusal(card, now)).toBeNull();
  });

  it('is refused when used up, expired or blocked', () => {
    expect(giftCardRefusal({ ...card, balance: 0 }, now)).toBe(CARD_MESSAGES.giftCardEmpty);
    expect(giftCardRefusal({ ...card, expires_at: '2026-11-01T00:00:00Z' }, now)).toBe(CARD_MESSAGES.giftCardExpired);
    expect(giftCardRefusal({ ...card, status: 'blocked' }, now)).toBe(CARD_MESSAGES.giftCardNotFound);
  });
});

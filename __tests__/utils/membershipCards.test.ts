import {
  memberBenefit,
  newlyIssuedCard,
  onlinePaymentTypes,
  percentOff,
  validityLabel,
} from '@/utils/membershipCards';

describe('percentOff', () => {
  it('is the card price’s saving on the stroked price, rounded', () => {
    expect(percentOff(1600, 2000)).toBe(20);
    expect(percentOff(666, 1000)).toBe(33);
  });

  it('is 0 when the card is not cheaper than its stroked price', () => {
    expect(percentOff(2000, 2000)).toBe(0);
    expect(percentOff(100, 0)).toBe(0);
  });
});

describe('validityLabel', () => {
  it('names whole years as years, anything else in days', () => {
    expect(validityLabel(365)).toBe('1 year');
    expect(validityLabel(730)).toBe('2 years');
    expect(validityLabel(90)).toBe('90 days');
    expect(validityLabel(1)).toBe('1 day');
  });
});

describe('memberBenefit', () => {
  it('states the member discount on the regular price', () => {
    expect(memberBenefit(20)).toBe('Members pay 20% less than the regular price on every item');
  });
});

describe('onlinePaymentTypes', () => {
  it('leaves cash on delivery out', () => {
    const types = [
      { payment_type_key: 'cash_on_delivery', payment_type: 'cash' },
      { payment_type_key: 'bkash', payment_type: 'online' },
      { payment_type_key: 'nagad', payment_type: 'online' },
    ];
    expect(onlinePaymentTypes(types).map((type) => type.payment_type_key)).toEqual(['bkash', 'nagad']);
  });
});

describe('newlyIssuedCard', () => {
  const PURCHASE_ID = 7;
  const oldGold = { membership_no: 'MEM-1001', card_name: 'Gold', status: 'active', expires_at: '2031-04-16T10:00:00.000Z', purchase_id: null };
  const otherPurchase = { membership_no: 'MEM-100200', card_name: 'Gold', status: 'active', expires_at: '2031-06-15T10:00:00.000Z', purchase_id: 6 };

  it('finds the active card the purchase issued, by its purchase id', () => {
    const bought = { membership_no: 'MEM-482913', card_name: 'Platinum', status: 'active', expires_at: '2032-06-14T10:00:00.000Z', purchase_id: PURCHASE_ID };
    expect(newlyIssuedCard([oldGold, otherPurchase, bought], PURCHASE_ID)).toBe(bought);
  });

  it('finds none for a failed purchase (no card carries its id), however recent the other cards are', () => {
    expect(newlyIssuedCard([oldGold, otherPurchase], PURCHASE_ID)).toBeNull();
    expect(newlyIssuedCard([], PURCHASE_ID)).toBeNull();
  });

  it('finds none when the purchase’s card is no longer active', () => {
    const cancelled = { membership_no: 'MEM-482913', card_name: 'Gold', status: 'cancelled', expires_at: '2031-06-15T10:00:00.000Z', purchase_id: PURCHASE_ID };
    expect(newlyIssuedCard([oldGold, cancelled], PURCHASE_ID)).toBeNull();
  });
});

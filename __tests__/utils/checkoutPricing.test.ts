import { giftCardPayment, memberUnitPrice, membershipUnitDiscount, zoneShippingPrice } from '@/utils/checkoutPricing';

describe('member price', () => {
  it('is 20 percent off the stroked price, rounded to the poisha', () => {
    expect(memberUnitPrice(150_000)).toBe(120_000);
    expect(memberUnitPrice(99_999)).toBe(79_999);
  });

  it('saves the difference between the selling price and the member price on a unit', () => {
    expect(membershipUnitDiscount({ sellingPrice: 140_000, strokedPrice: 150_000 })).toBe(20_000);
    expect(membershipUnitDiscount({ sellingPrice: 99_999, strokedPrice: 99_999 })).toBe(20_000);
  });

  it('saves nothing when the unit already sells below the member price', () => {
    expect(membershipUnitDiscount({ sellingPrice: 100_000, strokedPrice: 150_000 })).toBe(0);
  });

  it('follows a card with another percent', () => {
    expect(membershipUnitDiscount({ sellingPrice: 100_000, strokedPrice: 100_000 }, 10)).toBe(10_000);
  });
});

describe('shipping by zone and quantity', () => {
  const rates = [
    { zone: 'inside_dhaka' as const, min_quantity: 3, price: 8_000 },
    { zone: 'inside_dhaka' as const, min_quantity: 1, price: 6_000 },
    { zone: 'inside_dhaka' as const, min_quantity: 6, price: 12_000 },
    { zone: 'outside_dhaka' as const, min_quantity: 1, price: 12_000 },
  ];

  it.each([
    [1, 6_000],
    [2, 6_000],
    [3, 8_000],
    [5, 8_000],
    [6, 12_000],
    [40, 12_000],
  ])('charges %i units inside Dhaka %i poisha', (quantity, price) => {
    expect(zoneShippingPrice(rates, 'inside_dhaka', quantity)).toBe(price);
  });

  it('uses the zone asked for', () => {
    expect(zoneShippingPrice(rates, 'outside_dhaka', 4)).toBe(12_000);
  });

  it('costs nothing when the zone has no rates', () => {
    expect(zoneShippingPrice([], 'outside_dhaka', 1)).toBe(0);
  });
});

describe('gift card payment', () => {
  it('pays the whole total when the balance covers it', () => {
    expect(giftCardPayment(100_000, 60_000)).toBe(60_000);
  });

  it('pays the balance when the total is larger', () => {
    expect(giftCardPayment(100_000, 250_000)).toBe(100_000);
  });

  it('pays nothing from an empty card', () => {
    expect(giftCardPayment(0, 250_000)).toBe(0);
  });
});

import { deliveryCostWithFreeDelivery, freeDeliveryAmount, freeDeliveryPercent, freeDeliveryProgress, freeDeliveryTerms } from '@/utils/freeDelivery';

describe('freeDeliveryTerms', () => {
  it('reads the limit in taka as poisha when the status is on', () => {
    expect(freeDeliveryTerms({ free_shipping_status: '1', free_shipping_limit: '1000' })).toEqual({ limit: 100000 });
    expect(freeDeliveryTerms({ free_shipping_status: '1', free_shipping_limit: '999.5' })).toEqual({ limit: 99950 });
  });

  it('is off when the status is not on or the limit is missing, not a number or not positive', () => {
    expect(freeDeliveryTerms({ free_shipping_status: '0', free_shipping_limit: '1000' })).toBeNull();
    expect(freeDeliveryTerms({ free_shipping_limit: '1000' })).toBeNull();
    for (const limit of [undefined, null, '', 'abc', '0', '-5']) {
      expect(freeDeliveryTerms({ free_shipping_status: '1', free_shipping_limit: limit })).toBeNull();
    }
  });
});

describe('freeDeliveryAmount', () => {
  it('takes the coupon off the goods and never goes below 0', () => {
    expect(freeDeliveryAmount(110000, 20000)).toBe(90000);
    expect(freeDeliveryAmount(10000, 20000)).toBe(0);
  });
});

describe('freeDeliveryProgress', () => {
  const terms = { limit: 100000 };

  it('is reached at exactly the limit and above', () => {
    expect(freeDeliveryProgress(100000, terms)).toEqual({ limit: 100000, remaining: 0, reached: true });
    expect(freeDeliveryProgress(250000, terms)).toEqual({ limit: 100000, remaining: 0, reached: true });
  });

  it('tells what is left below the limit, down to one poisha', () => {
    expect(freeDeliveryProgress(99999, terms)).toEqual({ limit: 100000, remaining: 1, reached: false });
    expect(freeDeliveryProgress(0, terms)).toEqual({ limit: 100000, remaining: 100000, reached: false });
  });

  it('is null when the shop does not offer free delivery', () => {
    expect(freeDeliveryProgress(500000, null)).toBeNull();
  });
});

describe('deliveryCostWithFreeDelivery', () => {
  it('waives the zone rate but keeps the express surcharge once reached', () => {
    const reached = { limit: 100000, remaining: 0, reached: true };
    expect(deliveryCostWithFreeDelivery(12000, 10000, reached)).toBe(10000);
    expect(deliveryCostWithFreeDelivery(6000, 0, reached)).toBe(0);
  });

  it('charges rate and surcharge below the limit or without the offer', () => {
    expect(deliveryCostWithFreeDelivery(12000, 10000, { limit: 100000, remaining: 1, reached: false })).toBe(22000);
    expect(deliveryCostWithFreeDelivery(6000, 0, null)).toBe(6000);
  });
});

describe('freeDeliveryPercent', () => {
  it('fills the bar with what the bag already has, in whole percent', () => {
    expect(freeDeliveryPercent(1000, 1000)).toBe(0);
    expect(freeDeliveryPercent(1000, 600)).toBe(40);
    expect(freeDeliveryPercent(1000, 0.01)).toBe(99);
    expect(freeDeliveryPercent(1000, 0)).toBe(100);
  });

  it('stays within 0 and 100 on odd figures', () => {
    expect(freeDeliveryPercent(1000, 1500)).toBe(0);
    expect(freeDeliveryPercent(0, 0)).toBe(100);
  });
});

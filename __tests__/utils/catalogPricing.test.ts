import { bestDiscountAmount, flashDealDiscount, priceWithDiscounts, toTakaPricing } from '@/utils/catalogPricing';
import type { Discount } from '@/utils/pricing';

const now = new Date('2025-06-15T12:00:00.000Z');
const noDiscount: Discount = { discount: 0, discount_type: 'amount' };
const percentOff = (percent: number, window: Partial<Discount> = {}): Discount => ({ discount: percent, discount_type: 'percent', ...window });
const amountOff = (poisha: number): Discount => ({ discount: poisha, discount_type: 'amount' });

describe('priceWithDiscounts', () => {
  it('sells at the price when nothing is discounted and nothing is struck through', () => {
    expect(priceWithDiscounts({ price: 120000, stroked_price: 120000 }, [noDiscount], now)).toEqual({
      sellingPrice: 120000,
      strokedPrice: 120000,
      discount: 0,
      discountPercent: 0,
      hasDiscount: false,
    });
  });

  it('takes a percent discount off the price and strikes through the price', () => {
    expect(priceWithDiscounts({ price: 100000, stroked_price: 100000 }, [percentOff(20)], now)).toEqual({
      sellingPrice: 80000,
      strokedPrice: 100000,
      discount: 20000,
      discountPercent: 20,
      hasDiscount: true,
    });
  });

  it('strikes through the higher stroked price and counts the saving against it', () => {
    const pricing = priceWithDiscounts({ price: 100000, stroked_price: 150000 }, [amountOff(10000)], now);
    expect(pricing).toMatchObject({ sellingPrice: 90000, strokedPrice: 150000, discount: 60000, discountPercent: 40 });
  });

  it('shows a saving when only the stroked price is higher', () => {
    const pricing = priceWithDiscounts({ price: 80000, stroked_price: 100000 }, [noDiscount], now);
    expect(pricing).toMatchObject({ sellingPrice: 80000, strokedPrice: 100000, discount: 20000, hasDiscount: true });
  });

  it('never strikes through a stroked price below the price', () => {
    expect(priceWithDiscounts({ price: 100000, stroked_price: 90000 }, [], now).strokedPrice).toBe(100000);
  });

  it('ignores a discount outside its window', () => {
    const expired = percentOff(50, { discount_start_at: '2025-01-01T00:00:00.000Z', discount_end_at: '2025-02-01T00:00:00.000Z' });
    const upcoming = percentOff(50, { discount_start_at: '2025-07-01T00:00:00.000Z' });
    expect(priceWithDiscounts({ price: 100000, stroked_price: 100000 }, [expired, upcoming], now).sellingPrice).toBe(100000);
  });

  it('applies a discount inside its window', () => {
    const running = percentOff(10, { discount_start_at: '2025-06-01T00:00:00.000Z', discount_end_at: '2025-06-30T00:00:00.000Z' });
    expect(priceWithDiscounts({ price: 100000, stroked_price: 100000 }, [running], now).sellingPrice).toBe(90000);
  });

  it('rounds percent discounts to whole poisha', () => {
    expect(priceWithDiscounts({ price: 99999, stroked_price: 99999 }, [percentOff(15)], now).sellingPrice).toBe(84999);
  });

  it('never sells below zero', () => {
    expect(priceWithDiscounts({ price: 5000, stroked_price: 5000 }, [amountOff(9000)], now).sellingPrice).toBe(0);
  });
});

describe('flash deal discounts', () => {
  const price = { price: 200000, stroked_price: 200000 };

  it('replace the product discount when they take off more', () => {
    const pricing = priceWithDiscounts(price, [percentOff(10), flashDealDiscount(25, 'percent')], now);
    expect(pricing.sellingPrice).toBe(150000);
  });

  it('leave the product discount in place when it takes off more', () => {
    const pricing = priceWithDiscounts(price, [amountOff(80000), flashDealDiscount(25, 'percent')], now);
    expect(pricing.sellingPrice).toBe(120000);
  });

  it('are never added to the product discount', () => {
    expect(bestDiscountAmount(200000, [percentOff(10), flashDealDiscount(10, 'percent')], now)).toBe(20000);
  });
});

describe('toTakaPricing', () => {
  it('answers taka numbers', () => {
    const pricing = priceWithDiscounts({ price: 125050, stroked_price: 150000 }, [], now);
    expect(toTakaPricing(pricing)).toEqual({
      main_price: 1250.5,
      stroked_price: 1500,
      discount: 249.5,
      discount_percent: 17,
      has_discount: true,
    });
  });
});

import type { CartSummary } from '@/contract/cart';
import { cartSummaryFigures, type SummaryFigures, summaryRows } from '@/utils/summaryRows';

// Figures worked out by hand: two pieces whose regular price is 3,640 taka, sold at 2,740 (the
// product's 250 taka discount off 2,990, shown against the 3,640 crossed out), a membership card
// that brings each down to 2,912 (20 percent off 3,640), so it takes nothing off; and one piece
// of 1,000 taka that a member buys at 800.

const member: SummaryFigures = {
  regularSubTotal: 8280, // 3,640 × 2 + 1,000
  subTotal: 6280, // 2,740 × 2 + 800
  membershipDiscount: 200, // 1,000 − 800
  couponDiscount: 628,
  shipping: 60,
  tax: 0,
  total: 5712, // 6,280 − 628 + 60
  giftCardAmount: 1000,
  amountToPay: 4712,
};

const signed = (rows: ReturnType<typeof summaryRows>) => rows.map((row) => [row.key, row.deduction ? -row.amount : row.amount]);

describe('summaryRows', () => {
  it('starts at the regular prices and takes each discount off once', () => {
    expect(signed(summaryRows(member))).toEqual([
      ['sub_total', 8280],
      ['product_discount', -1800], // (3,640 − 2,740) × 2
      ['membership', -200],
      ['coupon', -628],
      ['shipping', 60],
      ['tax', 0],
      ['total', 5712],
      ['gift_card', -1000],
      ['amount_to_pay', 4712],
    ]);
  });

  it('adds up: the rows down to the total make the total, and the total less the gift card is what is left', () => {
    const rows = summaryRows(member);
    const at = (key: string) => rows.findIndex((row) => row.key === key);
    const sum = (from: number, to: number) =>
      rows.slice(from, to).reduce((total, row) => total + (row.deduction ? -row.amount : row.amount), 0);
    expect(sum(0, at('total'))).toBe(rows[at('total')].amount);
    expect(sum(at('total'), at('amount_to_pay'))).toBe(rows[at('amount_to_pay')].amount);
  });

  it('leaves out discounts of 0 and a gift card that pays nothing', () => {
    const fullPrice = { ...member, regularSubTotal: 1000, subTotal: 1000, membershipDiscount: 0, couponDiscount: 0, total: 1060, giftCardAmount: 0, amountToPay: 1060 };
    expect(summaryRows(fullPrice).map((row) => row.key)).toEqual(['sub_total', 'shipping', 'tax', 'total', 'amount_to_pay']);
  });

  it('works in whole poisha, so that amounts with paisa leave no drift', () => {
    const rows = summaryRows({ ...member, regularSubTotal: 1000.3, subTotal: 900.1, membershipDiscount: 0.1 });
    expect(rows.find((row) => row.key === 'product_discount')?.amount).toBe(100.1);
  });
});

describe('cartSummaryFigures', () => {
  const summary: CartSummary = {
    coupon_applied: true,
    coupon_code: 'WELCOME10',
    discount: 628,
    grand_total: 5712,
    grand_total_value: 5712,
    loyality_applied: true,
    shipping_cost: 60,
    sub_total: 6280,
    tax: 0,
    regular_sub_total: 8280,
    membership_applied: true,
    membership_no: 'MEM-1001',
    membership_discount: 200,
    gift_card_applied: true,
    gift_card_no: 'GIFT-1000-DEMO',
    gift_card_amount: 1000,
    amount_to_pay: 4712,
  };

  it('reads the server’s figures', () => {
    expect(cartSummaryFigures(summary)).toEqual(member);
  });

  it('without a regular sub total, starts from the sub total with the membership added back', () => {
    expect(cartSummaryFigures({ ...summary, regular_sub_total: undefined }).regularSubTotal).toBe(6480);
  });
});

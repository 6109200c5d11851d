import { commissionAmount, commissionRate, conversionRate, inheritedCategoryRate, isWithinReferralWindow, withdrawableBalance } from '@/server/modules/affiliate/commissionRules';
import { addDays, dayCount, daysOf, dhakaDay, instantBounds, isCalendarDate, rangeWithDefaults } from '@/server/modules/affiliate/dateRange';
import { payoutMethodOf } from '@/server/modules/affiliate/paymentSettings';
import { newReferralCode } from '@/server/modules/affiliate/registrationService';
import { affiliateSettingsFrom } from '@/server/modules/affiliate/settings';

// The programme's pure rules: rates and amounts, the referral window, days in Dhaka, settings and payout details.

describe('commission', () => {
  it('takes the product rate, else the category rate, else the default', () => {
    expect(commissionRate(12, 8, 5)).toBe(12);
    expect(commissionRate(0, 8, 5)).toBe(0);
    expect(commissionRate(null, 8, 5)).toBe(8);
    expect(commissionRate(null, null, 5)).toBe(5);
  });

  it('inherits a category rate from the nearest parent that has one', () => {
    const categories = new Map([
      [1, { id: 1, parent_id: null, commission_rate: 8 }],
      [2, { id: 2, parent_id: 1, commission_rate: null }],
      [3, { id: 3, parent_id: 2, commission_rate: null }],
      [4, { id: 4, parent_id: 1, commission_rate: 10 }],
      [5, { id: 5, parent_id: null, commission_rate: null }],
      [6, { id: 6, parent_id: 7, commission_rate: null }],
      [7, { id: 7, parent_id: 6, commission_rate: null }],
    ]);
    expect(inheritedCategoryRate(3, categories)).toBe(8);
    expect(inheritedCategoryRate(4, categories)).toBe(10);
    expect(inheritedCategoryRate(5, categories)).toBeNull();
    expect(inheritedCategoryRate(6, categories)).toBeNull();
    expect(inheritedCategoryRate(99, categories)).toBeNull();
  });

  it('rounds the amount to the poisha', () => {
    expect(commissionAmount(99900, 5)).toBe(4995);
    expect(commissionAmount(12345, 7.5)).toBe(926);
    expect(commissionAmount(0, 10)).toBe(0);
  });

  it('counts a line last added within the window', () => {
    const orderedAt = new Date('2026-03-31T12:00:00.000Z');
    expect(isWithinReferralWindow('2026-03-01T12:00:00.000Z', orderedAt, 30)).toBe(true);
    expect(isWithinReferralWindow('2026-03-01T11:59:59.999Z', orderedAt, 30)).toBe(false);
  });

  it('answers the conversion per hundred clicks to two decimals', () => {
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(conversionRate(5, 0)).toBe(0);
  });

  it('leaves approved earnings less the withdrawals asked for', () => {
    expect(withdrawableBalance({ approvedEarnings: 80000, requestedWithdrawals: 60050 })).toBe(19950);
  });
});

describe('days in Dhaka', () => {
  it('names the day of an instant in Dhaka', () => {
    expect(dhakaDay(new Date('2026-03-15T17:59:59.999Z'))).toBe('2026-03-15');
    expect(dhakaDay(new Date('2026-03-15T18:00:00.000Z'))).toBe('2026-03-16');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-3-1', '15-03-2026', 'today']) expect(isCalendarDate(value)).toBe(false);
  });

  it('counts and lists the days of a range, both ends included', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(dayCount({ from: '2025-03-15', to: '2026-03-15' })).toBe(366);
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('turns a range into instants from Dhaka midnight to the midnight after', () => {
    expect(instantBounds({ from: '2026-03-10', to: '2026-03-11' })).toEqual({ start: '2026-03-09T18:00:00.000Z', end: '2026-03-11T18:00:00.000Z' });
  });

  it('fills in the last 30 days', () => {
    const now = new Date('2026-03-15T19:00:00.000Z');
    expect(rangeWithDefaults({}, now)).toEqual({ from: '2026-02-15', to: '2026-03-16' });
    expect(rangeWithDefaults({ to: '2026-01-31' }, now)).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(rangeWithDefaults({ from: '2026-03-01' }, now)).toEqual({ from: '2026-03-01', to: '2026-03-16' });
  });
});

describe('settings', () => {
  it('reads the business settings, a validation_time of 0 as a year', () => {
    expect(affiliateSettingsFrom({ affiliate_system: '1', validation_time: '30', affiliate_default_commission: '5', affiliate_minimum_withdraw: '500' })).toEqual({
      enabled: true,
      validationDays: 30,
      defaultCommissionRate: 5,
      minimumWithdraw: 50000,
    });
    expect(affiliateSettingsFrom({ affiliate_system: '0', validation_time: '0' })).toEqual({
      enabled: false,
      validationDays: 365,
      defaultCommissionRate: 0,
      minimumWithdraw: 0,
    });
  });
});

describe('referral codes and payout details', () => {
  it('makes 8 capital letters or digits', () => {
    expect(newReferralCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(newReferralCode(() => 0)).toBe('AAAAAAAA');
  });

  it('keeps the chosen method’s details only, and none when they are missing', () => {
    const settings = {
      payment_method: 'bank' as const,
      bkash_number: '01711000002',
      nagad_number: null,
      bank_name: 'BRAC Bank',
      bank_account_name: 'Demo',
      bank_account_number: '123',
      bank_branch: null,
    };
    expect(payoutMethodOf(settings)).toEqual({ method: 'bank', details: { bank_name: 'BRAC Bank', bank_account_name: 'Demo', bank_account_number: '123' } });
    expect(payoutMethodOf({ ...settings, bank_account_number: null })).toBeNull();
    expect(payoutMethodOf({ ...settings, payment_method: null })).toBeNull();
  });
});

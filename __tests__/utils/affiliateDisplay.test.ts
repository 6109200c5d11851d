import { formatPercent, payoutDestination } from '@/utils/affiliateDisplay';
import { formatCount } from '@/utils/locale';

const NO_DETAILS = {
  bkash_number: null,
  nagad_number: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_branch: null,
};

describe('figures', () => {
  it('groups thousands in counts', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('shows rates with at most 2 decimals', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(12.345)).toBe('12.35%');
  });
});

describe('payoutDestination', () => {
  it('names the wallet and its number', () => {
    expect(payoutDestination({ ...NO_DETAILS, payment_method: 'bkash', bkash_number: '01711000002' })).toBe('bKash 01711000002');
    expect(payoutDestination({ ...NO_DETAILS, payment_method: 'nagad', nagad_number: '01811000002' })).toBe('Nagad 01811000002');
  });

  it('names the bank and the account', () => {
    expect(
      payoutDestination({ ...NO_DETAILS, payment_method: 'bank', bank_name: 'Dutch-Bangla Bank', bank_account_number: '1234567890' }),
    ).toBe('Bank transfer: Dutch-Bangla Bank, 1234567890');
  });

  it('has none before the settings are saved', () => {
    expect(payoutDestination({ ...NO_DETAILS, payment_method: null })).toBeNull();
    expect(payoutDestination({ ...NO_DETAILS, payment_method: 'bkash' })).toBeNull();
  });
});

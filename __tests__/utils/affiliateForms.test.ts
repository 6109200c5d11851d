import {
  AFFILIATE_FORM_MESSAGES,
  amountFrom,
  applicationFrom,
  EMPTY_PAYOUT_VALUES,
  payoutDetailsFrom,
  payoutFormErrors,
  payoutFormValues,
  registrationFormErrors,
  withdrawAmountError,
  type RegistrationFormValues,
} from '@/utils/affiliateForms';

const APPLICATION: RegistrationFormValues = {
  ...EMPTY_PAYOUT_VALUES,
  name: ' Nusrat Jahan ',
  phone: '+88 01712-345678',
  promotion_plan: ' A Facebook page with 12,000 followers. ',
  payment_method: 'bkash',
  bkash_number: '017 1234 5678',
};

describe('the payout settings', () => {
  it('asks for a method first', () => {
    expect(payoutFormErrors(EMPTY_PAYOUT_VALUES)).toEqual({ payment_method: 'Please choose how you want to be paid' });
  });

  it('asks for the chosen wallet’s number, an 11-digit mobile number', () => {
    expect(payoutFormErrors({ ...EMPTY_PAYOUT_VALUES, payment_method: 'bkash' })).toEqual({ bkash_number: 'Please enter your bKash number' });
    expect(payoutFormErrors({ ...EMPTY_PAYOUT_VALUES, payment_method: 'nagad', nagad_number: '12345' })).toEqual({
      nagad_number: 'Please enter a valid 11-digit Nagad number',
    });
    expect(payoutFormErrors({ ...EMPTY_PAYOUT_VALUES, payment_method: 'nagad', nagad_number: '01812345678' })).toEqual({});
  });

  it('asks for the bank, the account holder and the account number, not the branch', () => {
    expect(payoutFormErrors({ ...EMPTY_PAYOUT_VALUES, payment_method: 'bank' })).toEqual({
      bank_name: AFFILIATE_FORM_MESSAGES.bankNameMissing,
      bank_account_name: AFFILIATE_FORM_MESSAGES.accountNameMissing,
      bank_account_number: AFFILIATE_FORM_MESSAGES.accountNumberMissing,
    });
  });

  it('sends only the chosen method’s details, numbers as 11 digits', () => {
    expect(payoutDetailsFrom({ ...EMPTY_PAYOUT_VALUES, payment_method: 'bkash', bkash_number: '+8801712345678', bank_name: 'Old bank' })).toEqual({
      payment_method: 'bkash',
      bkash_number: '01712345678',
    });
    expect(
      payoutDetailsFrom({
        ...EMPTY_PAYOUT_VALUES,
        payment_method: 'bank',
        bank_name: ' Dutch-Bangla Bank ',
        bank_account_name: 'Nusrat Jahan',
        bank_account_number: '1234567890',
      }),
    ).toEqual({ payment_method: 'bank', bank_name: 'Dutch-Bangla Bank', bank_account_name: 'Nusrat Jahan', bank_account_number: '1234567890' });
  });

  it('fills the form with what was saved', () => {
    expect(payoutFormValues(null)).toEqual(EMPTY_PAYOUT_VALUES);
    expect(payoutFormValues({ payment_method: 'bkash', bkash_number: '01711000002', nagad_number: null })).toEqual({
      ...EMPTY_PAYOUT_VALUES,
      payment_method: 'bkash',
      bkash_number: '01711000002',
    });
  });
});

describe('the application', () => {
  it('takes a complete application', () => {
    expect(registrationFormErrors(APPLICATION)).toEqual({});
  });

  it('asks for every field it lacks, with the payout method', () => {
    expect(registrationFormErrors({ ...EMPTY_PAYOUT_VALUES, name: ' ', phone: '', promotion_plan: '' })).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter your phone number',
      promotion_plan: 'Please tell us how you will promote the shop',
      payment_method: 'Please choose how you want to be paid',
    });
  });

  it('refuses a phone that is not a Bangladeshi mobile, and a plan past 1000 characters', () => {
    expect(registrationFormErrors({ ...APPLICATION, phone: '0171234', promotion_plan: 'x'.repeat(1001) })).toEqual({
      phone: 'Please enter a valid 11-digit phone number',
      promotion_plan: 'Please keep your plan under 1000 characters',
    });
  });

  it('sends the application trimmed, its numbers as 11 digits', () => {
    expect(applicationFrom(APPLICATION)).toEqual({
      name: 'Nusrat Jahan',
      phone: '01712345678',
      promotion_plan: 'A Facebook page with 12,000 followers.',
      payment_method: 'bkash',
      bkash_number: '01712345678',
    });
  });
});

describe('the withdraw amount', () => {
  const limits = { minimum: 500, balance: 1250.5 };

  it('reads taka as people type them', () => {
    expect(amountFrom('750')).toBe(750);
    expect(amountFrom(' 1,000.50 ')).toBe(1000.5);
    expect(amountFrom('7.505')).toBeNull();
    expect(amountFrom('five hundred')).toBeNull();
  });

  it('takes an amount from the minimum up to the balance', () => {
    expect(withdrawAmountError('500', limits)).toBeUndefined();
    expect(withdrawAmountError('1250.50', limits)).toBeUndefined();
  });

  it('says what is wrong in the server’s words', () => {
    expect(withdrawAmountError('', limits)).toBe('Please enter an amount');
    expect(withdrawAmountError('abc', limits)).toBe(AFFILIATE_FORM_MESSAGES.amountInvalid);
    expect(withdrawAmountError('0', limits)).toBe(AFFILIATE_FORM_MESSAGES.amountInvalid);
    expect(withdrawAmountError('499.99', limits)).toBe('The minimum withdrawal is ৳500.00');
    expect(withdrawAmountError('1300', limits)).toBe('The amount is more than your balance');
  });
});

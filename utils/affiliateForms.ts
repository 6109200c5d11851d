import type { AffiliateApplication, PaymentSettings, PayoutDetails, PayoutMethod } from '@/contract/affiliate';
import { PAYOUT_METHOD_LABELS } from './affiliateDisplay';
import { formatTaka } from './money';
import { normalizeBangladeshiPhone } from './phone';

// The affiliate's forms: the application, the payout settings and the withdraw request.

export interface PayoutFormValues {
  payment_method: PayoutMethod | '';
  bkash_number: string;
  nagad_number: string;
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_branch: string;
}

export interface RegistrationFormValues extends PayoutFormValues {
  name: string;
  phone: string;
  promotion_plan: string;
}

export type PayoutFormField = keyof PayoutFormValues;
export type RegistrationFormField = keyof RegistrationFormValues;

type Errors<Field extends string> = Partial<Record<Field, string>>;

export const PROMOTION_PLAN_MAX_LENGTH = 1000;

export const AFFILIATE_FORM_MESSAGES = {
  nameMissing: 'Please enter your name',
  phoneMissing: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid 11-digit phone number',
  planMissing: 'Please tell us how you will promote the shop',
  planTooLong: `Please keep your plan under ${PROMOTION_PLAN_MAX_LENGTH} characters`,
  methodMissing: 'Please choose how you want to be paid',
  bankNameMissing: 'Please enter the bank name',
  accountNameMissing: 'Please enter the account holder’s name',
  accountNumberMissing: 'Please enter the account number',
  amountMissing: 'Please enter an amount',
  amountInvalid: 'Please enter an amount in taka, such as 500 or 750.50',
  amountOverBalance: 'The amount is more than your balance',
} as const;

export function walletNumberMissing(method: 'bkash' | 'nagad'): string {
  return `Please enter your ${PAYOUT_METHOD_LABELS[method]} number`;
}

export function walletNumberInvalid(method: 'bkash' | 'nagad'): string {
  return `Please enter a valid 11-digit ${PAYOUT_METHOD_LABELS[method]} number`;
}

/** The server's words for an amount under the minimum: `The minimum withdrawal is ৳500.00`. */
export function minimumWithdrawalMessage(minimum: number): string {
  return `The minimum withdrawal is ${formatTaka(minimum)}`;
}

export const EMPTY_PAYOUT_VALUES: PayoutFormValues = {
  payment_method: '',
  bkash_number: '',
  nagad_number: '',
  bank_name: '',
  bank_account_name: '',
  bank_account_number: '',
  bank_branch: '',
};

/** The settings form as last saved (empty fields before the first save). */
export function payoutFormValues(settings: Omit<PaymentSettings, 'minimum_withdraw'> | null): PayoutFormValues {
  if (!settings) return EMPTY_PAYOUT_VALUES;
  return {
    payment_method: settings.payment_method ?? '',
    bkash_number: settings.bkash_number ?? '',
    nagad_number: settings.nagad_number ?? '',
    bank_name: settings.bank_name ?? '',
    bank_account_name: settings.bank_account_name ?? '',
    bank_account_number: settings.bank_account_number ?? '',
    bank_branch: settings.bank_branch ?? '',
  };
}

function walletErrors(method: 'bkash' | 'nagad', value: string): Errors<PayoutFormField> {
  const field = method === 'bkash' ? 'bkash_number' : 'nagad_number';
  if (value.trim() === '') return { [field]: walletNumberMissing(method) };
  return normalizeBangladeshiPhone(value) ? {} : { [field]: walletNumberInvalid(method) };
}

/** Only the chosen method's number or account is needed. */
export function payoutFormErrors(values: PayoutFormValues): Errors<PayoutFormField> {
  switch (values.payment_method) {
    case 'bkash':
      return walletErrors('bkash', values.bkash_number);
    case 'nagad':
      return walletErrors('nagad', values.nagad_number);
    case 'bank': {
      const errors: Errors<PayoutFormField> = {};
      if (values.bank_name.trim() === '') errors.bank_name = AFFILIATE_FORM_MESSAGES.bankNameMissing;
      if (values.bank_account_name.trim() === '') errors.bank_account_name = AFFILIATE_FORM_MESSAGES.accountNameMissing;
      if (values.bank_account_number.trim() === '') errors.bank_account_number = AFFILIATE_FORM_MESSAGES.accountNumberMissing;
      return errors;
    }
    default:
      return { payment_method: AFFILIATE_FORM_MESSAGES.methodMissing };
  }
}

export function registrationFormErrors(values: RegistrationFormValues): Errors<RegistrationFormField> {
  const errors: Errors<RegistrationFormField> = {};
  if (values.name.trim() === '') errors.name = AFFILIATE_FORM_MESSAGES.nameMissing;
  if (values.phone.trim() === '') errors.phone = AFFILIATE_FORM_MESSAGES.phoneMissing;
  else if (!normalizeBangladeshiPhone(values.phone)) errors.phone = AFFILIATE_FORM_MESSAGES.phoneInvalid;
  const plan = values.promotion_plan.trim();
  if (plan === '') errors.promotion_plan = AFFILIATE_FORM_MESSAGES.planMissing;
  else if (plan.length > PROMOTION_PLAN_MAX_LENGTH) errors.promotion_plan = AFFILIATE_FORM_MESSAGES.planTooLong;
  return { ...errors, ...payoutFormErrors(values) };
}

const walletNumber = (value: string) => normalizeBangladeshiPhone(value) ?? value.trim();

/** What the API is sent: the chosen method and its own fields only, trimmed (numbers as 11 digits). */
export function payoutDetailsFrom(values: PayoutFormValues): PayoutDetails {
  switch (values.payment_method) {
    case 'bkash':
      return { payment_method: 'bkash', bkash_number: walletNumber(values.bkash_number) };
    case 'nagad':
      return { payment_method: 'nagad', nagad_number: walletNumber(values.nagad_number) };
    case 'bank':
    default:
      return {
        payment_method: 'bank',
        bank_name: values.bank_name.trim(),
        bank_account_name: values.bank_account_name.trim(),
        bank_account_number: values.bank_account_number.trim(),
        ...(values.bank_branch.trim() ? { bank_branch: values.bank_branch.trim() } : {}),
      };
  }
}

export function applicationFrom(values: RegistrationFormValues): AffiliateApplication {
  return {
    name: values.name.trim(),
    phone: normalizeBangladeshiPhone(values.phone) ?? values.phone.trim(),
    promotion_plan: values.promotion_plan.trim(),
    ...payoutDetailsFrom(values),
  };
}

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Taka as typed (`750`, `750.5`, `1,000`), or null when it is not an amount. */
export function amountFrom(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  return AMOUNT_PATTERN.test(cleaned) ? Number(cleaned) : null;
}

/** An amount the server will take: at least the minimum and no more than the balance. */
export function withdrawAmountError(text: string, limits: { minimum: number; balance: number }): string | undefined {
  if (text.trim() === '') return AFFILIATE_FORM_MESSAGES.amountMissing;
  const amount = amountFrom(text);
  if (amount === null || amount <= 0) return AFFILIATE_FORM_MESSAGES.amountInvalid;
  if (amount < limits.minimum) return minimumWithdrawalMessage(limits.minimum);
  if (amount > limits.balance) return AFFILIATE_FORM_MESSAGES.amountOverBalance;
  return undefined;
}

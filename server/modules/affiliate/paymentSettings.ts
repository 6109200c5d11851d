import type { PaymentMethod, PaymentSettings } from './repository';

// An affiliate is paid by bKash, Nagad or bank transfer; each method needs its own details.

export const PAYMENT_METHODS = ['bkash', 'nagad', 'bank'] as const satisfies readonly PaymentMethod[];

type DetailField = Exclude<keyof PaymentSettings, 'payment_method'>;

/** The details each method cannot do without. */
const REQUIRED_DETAILS: Record<PaymentMethod, readonly DetailField[]> = {
  bkash: ['bkash_number'],
  nagad: ['nagad_number'],
  bank: ['bank_name', 'bank_account_name', 'bank_account_number'],
};

/** Every detail a method may carry, the optional branch included. */
const METHOD_DETAILS: Record<PaymentMethod, readonly DetailField[]> = {
  ...REQUIRED_DETAILS,
  bank: [...REQUIRED_DETAILS.bank, 'bank_branch'],
};

export function missingDetails(method: PaymentMethod, settings: Partial<PaymentSettings>): DetailField[] {
  return REQUIRED_DETAILS[method].filter((field) => !settings[field]);
}

export interface PayoutMethod {
  method: PaymentMethod;
  /** The chosen method's details only. */
  details: Record<string, string>;
}

/** The method to pay by and its details, or null when no method is chosen or its details are missing. */
export function payoutMethodOf(settings: PaymentSettings): PayoutMethod | null {
  const method = settings.payment_method;
  if (method === null || missingDetails(method, settings).length > 0) return null;
  const details: Record<string, string> = {};
  for (const field of METHOD_DETAILS[method]) {
    const value = settings[field];
    if (value) details[field] = value;
  }
  return { method, details };
}

export function paymentSettingsOf(row: PaymentSettings): PaymentSettings {
  return {
    payment_method: row.payment_method,
    bkash_number: row.bkash_number,
    nagad_number: row.nagad_number,
    bank_name: row.bank_name,
    bank_account_name: row.bank_account_name,
    bank_account_number: row.bank_account_number,
    bank_branch: row.bank_branch,
  };
}

import type { EarningStatus, PaymentSettings, PayoutMethod, WithdrawStatus } from '@/contract/affiliate';
import { DEFAULT_LOCALE, intlLocale, numberFormat, type Locale } from './locale';
import type { StatusTone } from './orders';

// How the affiliate's figures and statuses read on screen.

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  bank: 'Bank transfer',
};

export const PAYOUT_METHODS: readonly PayoutMethod[] = ['bkash', 'nagad', 'bank'];

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  cancelled: 'Cancelled',
  paid: 'Paid',
};

export const EARNING_STATUS_TONES: Record<EarningStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  cancelled: 'danger',
  paid: 'progress',
};

export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, string> = {
  pending: 'Pending',
  approved: 'Paid',
  rejected: 'Rejected',
};

export const WITHDRAW_STATUS_TONES: Record<WithdrawStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const PERCENT_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: false };

/** `5` -> `5%`, `7.5` -> `7.5%`, `12.345` -> `12.35%`; in Bangla `১২.৩৫%`. */
export function formatPercent(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${numberFormat(intlLocale(locale), PERCENT_NUMBER).format(Number((Number.isFinite(value) ? value : 0).toFixed(2)))}%`;
}

/** Where payouts go, on one line: `bKash 01711000002`, `Bank transfer: Dutch-Bangla Bank, 1234…`; null before any are saved. */
export function payoutDestination(settings: Omit<PaymentSettings, 'minimum_withdraw'>): string | null {
  switch (settings.payment_method) {
    case 'bkash':
      return settings.bkash_number ? `${PAYOUT_METHOD_LABELS.bkash} ${settings.bkash_number}` : null;
    case 'nagad':
      return settings.nagad_number ? `${PAYOUT_METHOD_LABELS.nagad} ${settings.nagad_number}` : null;
    case 'bank': {
      const parts = [settings.bank_name, settings.bank_account_number].filter(Boolean);
      return parts.length > 0 ? `${PAYOUT_METHOD_LABELS.bank}: ${parts.join(', ')}` : null;
    }
    default:
      return null;
  }
}

import type { Db } from '@/server/db/connection';
import { findSettingValues } from '@/server/modules/settings/repository';
import { takaToPoisha } from '@/utils/money';

// The programme's business settings: whether it runs, how long a referral counts, the default
// commission and the smallest withdrawal.

const AFFILIATE_SETTING_KEYS = ['affiliate_system', 'validation_time', 'affiliate_default_commission', 'affiliate_minimum_withdraw'];

/** `validation_time` "0" (or not a number) keeps a referral a year. */
const DEFAULT_VALIDATION_DAYS = 365;

export interface AffiliateSettings {
  enabled: boolean;
  /** Days a bag line's referral counts. */
  validationDays: number;
  /** Percent, when neither the product nor its category has a rate. */
  defaultCommissionRate: number;
  /** In poisha. */
  minimumWithdraw: number;
}

function positiveNumber(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : null;
}

export function affiliateSettingsFrom(values: Record<string, string | undefined>): AffiliateSettings {
  return {
    enabled: values.affiliate_system === '1',
    validationDays: positiveNumber(values.validation_time) ?? DEFAULT_VALIDATION_DAYS,
    defaultCommissionRate: positiveNumber(values.affiliate_default_commission) ?? 0,
    minimumWithdraw: takaToPoisha(positiveNumber(values.affiliate_minimum_withdraw) ?? 0),
  };
}

export async function readAffiliateSettings(db: Db): Promise<AffiliateSettings> {
  const rows = await findSettingValues(db, AFFILIATE_SETTING_KEYS);
  return affiliateSettingsFrom(Object.fromEntries(rows.map((row) => [row.type, row.value ?? undefined])));
}

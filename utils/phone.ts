// Bangladeshi mobile numbers: 11 digits starting 013 to 019. People write them with spaces or
// dashes and often with the country code, so those are stripped before the check.

const BANGLADESHI_MOBILE = /^01[3-9]\d{8}$/;
const SEPARATORS = /[\s-]/g;
const COUNTRY_CODE = /^\+?88/;

/** The number as 11 digits (`01711000001`), or null when it is not a Bangladeshi mobile number. */
export function normalizeBangladeshiPhone(value: string): string | null {
  const local = value.replace(SEPARATORS, '').replace(COUNTRY_CODE, '');
  return BANGLADESHI_MOBILE.test(local) ? local : null;
}

export function isBangladeshiPhone(value: string): boolean {
  return normalizeBangladeshiPhone(value) !== null;
}

/** A `tel:` link that dials from anywhere: Bangladeshi mobiles get the +88 country code. */
export function telephoneHref(phone: string): string {
  const mobile = normalizeBangladeshiPhone(phone);
  return `tel:${mobile ? `+88${mobile}` : phone.replace(/[^\d+]/g, '')}`;
}

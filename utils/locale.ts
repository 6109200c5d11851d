// The shop speaks English (default) and Bangla; the URL prefix /bn (Next i18n routing) and the
// `lang` cookie choose the language. Numbers, prices and dates follow it (Bengali numerals in bn).

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names of the languages in their own script, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Anything not a known language falls back to English. */
export function localeOrDefault(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl formats with: `bn-BD` writes Bengali digits and lakh grouping. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

// Building an Intl formatter costs far more than using one (it showed in server rendering, and a
// Bangla one built as a module loads cost every page's start-up): each is built once, when first used.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits already laid out (a zero-padded `05`, a code) written in the language's digits. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}

// Whole-number digits grouped as Intl groups them: thousands in English (1,234,567), the last three
// and then pairs (lakh, crore) in Bangla (12,34,567).
function groupDigits(digits: string, locale: Locale): string {
  if (locale === 'en') return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Adds one to a string of decimal digits (`199` -> `200`, `99` -> `100`). */
function incrementDigits(digits: string): string {
  const characters = digits.split('');
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    if (characters[index] !== '9') {
      characters[index] = String(Number(characters[index]) + 1);
      return characters.join('');
    }
    characters[index] = '0';
  }
  return `1${characters.join('')}`;
}

// Intl rounds the number as it is written (1.005 -> 1.01, where toFixed's binary value gives 1.00),
// half away from zero.
function roundedParts(size: number, fractionDigits: number): { whole: string; fraction: string } {
  const written = String(size);
  if (written.includes('e')) {
    const [whole, fraction = ''] = size.toFixed(fractionDigits).split('.');
    return { whole, fraction };
  }
  const [whole, fraction = ''] = written.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction: fraction.padEnd(fractionDigits, '0') };
  const kept = `${whole}${fraction.slice(0, fractionDigits)}`;
  const digits = fraction[fractionDigits] >= '5' ? incrementDigits(kept) : kept;
  const wholeLength = digits.length - fractionDigits;
  return { whole: digits.slice(0, wholeLength), fraction: digits.slice(wholeLength) };
}

/**
 * A number rounded to `fractionDigits` decimals as Intl rounds it, trailing zeros kept or dropped,
 * grouped or not, in the language's digits. Written out by hand because the first Intl.NumberFormat a
 * page builds costs tens of milliseconds of a phone's start-up.
 */
function formatRounded(
  value: number,
  locale: Locale,
  fractionDigits: number,
  options: { grouping: boolean; keepZeros: boolean },
): string {
  const { whole, fraction } = roundedParts(Math.abs(value), fractionDigits);
  const shownFraction = options.keepZeros ? fraction : fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const digits = options.grouping ? groupDigits(whole, locale) : whole;
  return localizeDigits(`${sign}${digits}${shownFraction ? `.${shownFraction}` : ''}`, locale);
}

/** A count or an id in the language's digits, without thousands separators (`2026` -> `২০২৬`). */
export function formatNumber(value: number, locale: Locale): string {
  return formatRounded(value, locale, 2, { grouping: false, keepZeros: false });
}

/** A count of things, grouped (`12500` -> `12,500`, in Bangla `১২,৫০০`); anything not a number reads 0. */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatRounded(Number.isFinite(value) ? value : 0, locale, 0, { grouping: true, keepZeros: false });
}

/** A measure with a fixed number of decimals (`4` -> `4.0`, `৪.০`), such as an average rating. */
export function formatDecimal(value: number, locale: Locale, fractionDigits: number): string {
  return formatRounded(value, locale, fractionDigits, { grouping: false, keepZeros: true });
}

/** An amount with two decimals, grouped (`1234567.5` -> `1,234,567.50`, in Bangla `১২,৩৪,৫৬৭.৫০`). */
export function formatAmount(value: number, locale: Locale): string {
  return formatRounded(value, locale, 2, { grouping: true, keepZeros: true });
}

export type DateStyle = 'day' | 'dayAndTime';

// Dhaka has kept UTC+6, without daylight saving, since the end of 2009.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
// The short month names Intl (CLDR) writes for en-GB and bn-BD.
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  bn: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
};

/**
 * A date as Dhaka sees it, written as Intl writes it for en-GB and bn-BD: `22 Nov 2026` or
 * `২২ নভে, ২০২৬`; with the time, `22 Nov 2026, 15:05` or `২২ নভে, ২০২৬, ৩:০৫ PM`. Written out by hand
 * because building the first Intl.DateTimeFormat costs a phone about 45 ms of a product page's
 * start-up (the reviews' dates), and so that the server and every browser write the same text.
 * '' when unreadable.
 */
export function formatDate(value: Date | string | number, locale: Locale, style: DateStyle = 'day'): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const dhaka = new Date(time + DHAKA_OFFSET_MS);
  const day = dhaka.getUTCDate();
  const month = MONTHS[locale][dhaka.getUTCMonth()];
  const year = dhaka.getUTCFullYear();
  const hours = dhaka.getUTCHours();
  const minutes = String(dhaka.getUTCMinutes()).padStart(2, '0');
  if (locale === 'en') {
    const date = `${day} ${month} ${year}`;
    return style === 'day' ? date : `${date}, ${hours}:${minutes}`;
  }
  const date = `${day} ${month}, ${year}`;
  const written = style === 'day' ? date : `${date}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return localizeDigits(written, locale);
}

// The shop speaks English (default) and Bangla; the URL prefix /bn (Next i18n routing) and the
// `lang` cookie choose the language. Numbers, prices and dates follow it (Bengali numerals in bn).

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names of the languages in their own script, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };
const DHAKA_TIME_ZONE = 'Asia/Dhaka';

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

/** A count or an id in the language's digits, without thousands separators (`2026` -> `২০২৬`). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits already laid out (a zero-padded `05`, a code) written in the language's digits. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}

/** A measure with a fixed number of decimals (`4` -> `4.0`, `৪.০`), such as an average rating. */
export function formatDecimal(value: number, locale: Locale, fractionDigits: number): string {
  return numberFormat(intlLocale(locale), {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

const DATE_STYLES = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dayAndTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A date as Dhaka sees it: `22 Nov 2026` in English, `২২ নভে, ২০২৬` in Bangla; '' when unreadable. */
export function formatDate(value: Date | string | number, locale: Locale, style: DateStyle = 'day'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const tag = locale === 'en' ? 'en-GB' : intlLocale(locale);
  return dateFormat(tag, { ...DATE_STYLES[style], timeZone: DHAKA_TIME_ZONE }).format(date);
}

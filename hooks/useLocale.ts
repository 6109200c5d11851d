import { createContext, useCallback, useContext, useMemo } from 'react';
import { formatDate, formatDecimal, formatNumber, DEFAULT_LOCALE, type DateStyle, type Locale } from '@/utils/locale';
import { formatTaka } from '@/utils/money';
import { translate, type Dictionary, type TextValues, type TextWriter } from '@/utils/translate';
import { COMMON_BANGLA } from '@/utils/translations/common.bn';

/** The page's language; AppFrame provides it from the router, widgets rendered alone get English. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A component's `t`: the same shape as the writers pure rules take. */
export type Translate = TextWriter;

/**
 * `t('Add to bag')` in the page's language, from the feature's dictionary and then the common one
 * (validation and API messages). Pass a dictionary defined at module level so `t` stays stable.
 */
export function useText(dictionary?: Dictionary): Translate {
  const locale = useLocale();
  return useCallback(
    (text: string, values?: TextValues) => {
      const own = dictionary && text in dictionary ? dictionary : COMMON_BANGLA;
      return translate(own, locale, text, values);
    },
    [dictionary, locale],
  );
}

export interface Formatters {
  locale: Locale;
  price: (taka: number) => string;
  number: (value: number) => string;
  /** A measure with fixed decimals, such as an average rating (`4.0`). */
  decimal: (value: number, fractionDigits: number) => string;
  date: (value: Date | string | number, style?: DateStyle) => string;
}

/** Prices, numbers and dates in the page's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      price: (taka: number) => formatTaka(taka, locale),
      number: (value: number) => formatNumber(value, locale),
      decimal: (value: number, fractionDigits: number) => formatDecimal(value, locale, fractionDigits),
      date: (value: Date | string | number, style?: DateStyle) => formatDate(value, locale, style),
    }),
    [locale],
  );
}

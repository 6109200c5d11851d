import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { formatDate, formatDecimal, formatNumber, DEFAULT_LOCALE, type DateStyle, type Locale } from '@/utils/locale';
import { formatTaka } from '@/utils/money';
import type { TextValues, TextWriter } from '@/utils/translate';
import { providedBangla, subscribeToBangla, translateText, type DictionaryName } from '@/utils/translations/bangla';

/** The page's language; AppFrame provides it from the router, widgets rendered alone get English. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A component's `t`: the same shape as the writers pure rules take. */
export type Translate = TextWriter;

/**
 * `t('Add to bag')` in the page's language, from the feature's dictionary and then the common one
 * (validation and API messages). The component renders again when the dictionaries arrive.
 */
export function useText(dictionary?: DictionaryName): Translate {
  const locale = useLocale();
  const bangla = useSyncExternalStore(subscribeToBangla, providedBangla, providedBangla);
  return useCallback(
    (text: string, values?: TextValues) => translateText(bangla, dictionary, locale, text, values),
    [bangla, dictionary, locale],
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

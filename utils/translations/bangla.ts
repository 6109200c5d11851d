// The Bangla dictionaries are not part of any page's first load: an English page never needs them. A
// page rendered in Bangla loads them with the app frame (a chunk the server names in the page, so the
// browser has it before hydration) and provides them here; texts are looked up by dictionary name.

import type { Locale } from '../locale';
import { translate, type Dictionary, type TextValues } from '../translate';

/** The shop's Bangla dictionaries by name: one per feature, and `common` for what every feature shares. */
export type DictionaryName =
  | 'common'
  | 'account'
  | 'affiliate'
  | 'app'
  | 'bag'
  | 'category'
  | 'checkout'
  | 'content'
  | 'home'
  | 'layout'
  | 'membership'
  | 'orders'
  | 'payment'
  | 'product'
  | 'profile'
  | 'reviews'
  | 'search'
  | 'stockRequest'
  | 'storeLocator'
  | 'widgets';

export type BanglaDictionaries = Readonly<Record<DictionaryName, Dictionary>>;

let provided: BanglaDictionaries | null = null;
const listeners = new Set<() => void>();

/** Makes the dictionaries available to every text lookup, and re-renders the components that wait for them. */
export function provideBangla(dictionaries: BanglaDictionaries): void {
  provided = dictionaries;
  for (const listener of listeners) listener();
}

/** The dictionaries once provided; null before (always on an English page in the browser). */
export function providedBangla(): BanglaDictionaries | null {
  return provided;
}

export function subscribeToBangla(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * `text` in `locale`, from the named dictionary and then the common one (validation and API messages).
 * Without dictionaries a Bangla page shows the English text, with Bangla digits.
 */
export function translateText(
  dictionaries: BanglaDictionaries | null,
  name: DictionaryName | undefined,
  locale: Locale,
  text: string,
  values?: TextValues,
): string {
  const own = dictionaries && name && text in dictionaries[name] ? dictionaries[name] : (dictionaries?.common ?? {});
  return translate(own, locale, text, values);
}

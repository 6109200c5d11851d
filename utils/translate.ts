// Interface texts are written in English in the code (the exact texts) and looked up in a
// Bangla dictionary keyed by that English text; a text without a translation stays English.

import { formatNumber, type Locale } from './locale';

/** English text (with `{name}` placeholders) -> its Bangla translation. */
export type Dictionary = Readonly<Record<string, string>>;

export type TextValues = Readonly<Record<string, string | number>>;

/** Several dictionaries as one; a later one wins for a text both translate. */
export function mergeDictionaries(...dictionaries: Dictionary[]): Dictionary {
  return Object.fromEntries(dictionaries.flatMap((dictionary) => Object.entries(dictionary)));
}

/** Numbers in placeholders take the language's digits; strings (names, codes) are kept as given. */
export function translate(dictionary: Dictionary, locale: Locale, text: string, values?: TextValues): string {
  const template = locale === 'en' ? text : (dictionary[text] ?? text);
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** Writes an English text in the page's language: a component's `t` handed to a pure rule that builds text. */
export type TextWriter = (text: string, values?: TextValues) => string;

/** The rules' default writer: the English text with its placeholders filled in. */
export const inEnglish: TextWriter = (text, values) => translate({}, 'en', text, values);

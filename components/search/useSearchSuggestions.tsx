import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactElement } from 'react';
import type { CategoryMatch } from '@/components/category/categoryTree';
import type { ProductListItem } from '@/contract/catalog';

/** Suggestions start once this many characters are typed. */
const MIN_SUGGESTION_LENGTH = 2;
/** Typing pauses this long before suggestions are asked for, so one burst of keys costs one request. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface Suggestions {
  /** The trimmed term these suggestions answer. */
  term: string;
  categories: CategoryMatch[];
  products: ProductListItem[];
}

// Loaded once the shopper has typed a term: the header of every page carries the box, not the api.
const SuggestionQueries = dynamic(() => import('./SuggestionQueries'), { ssr: false });

export function suggestionTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= MIN_SUGGESTION_LENGTH ? term : null;
}

/**
 * Products and categories matching `text`, asked for after a pause in typing; an answer for an older
 * term never replaces a newer one. The last answer stays until the next arrives; null before the
 * first. Render `suggestionQueries` anywhere in the box: it asks for them.
 */
export function useSearchSuggestions(text: string): { suggestions: Suggestions | null; suggestionQueries: ReactElement | null } {
  const [asked, setAsked] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const term = suggestionTerm(text);

  useEffect(() => {
    if (term === null) return;
    const timer = window.setTimeout(() => setAsked(term), SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term]);

  return {
    suggestions: term === null ? null : suggestions,
    suggestionQueries: asked === null ? null : <SuggestionQueries term={asked} onAnswer={setSuggestions} />,
  };
}

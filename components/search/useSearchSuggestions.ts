import { useEffect, useState } from 'react';
import { matchingCategories, type CategoryMatch } from '@/components/category/categoryTree';
import type { CategoryNode, ProductListItem } from '@/contract/catalog';
import { getCategoryTree, suggestProducts } from '@/services/catalog';

/** Suggestions start once this many characters are typed. */
const MIN_SUGGESTION_LENGTH = 2;
/** Typing pauses this long before suggestions are asked for, so one burst of keys costs one request. */
export const SUGGESTION_DEBOUNCE_MS = 250;
const CATEGORY_SUGGESTION_LIMIT = 4;

export interface Suggestions {
  /** The trimmed term these suggestions answer. */
  term: string;
  categories: CategoryMatch[];
  products: ProductListItem[];
}

// The category tree is the same for every visitor and every keystroke: the page asks for it once.
let categoryTreeRequest: Promise<CategoryNode[]> | null = null;

function categoryTree(): Promise<CategoryNode[]> {
  categoryTreeRequest ??= getCategoryTree().catch(() => {
    categoryTreeRequest = null;
    return [];
  });
  return categoryTreeRequest;
}

/** Forgets the loaded category tree (tests start each case without one). */
export function forgetCategoryTree(): void {
  categoryTreeRequest = null;
}

export function suggestionTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= MIN_SUGGESTION_LENGTH ? term : null;
}

/**
 * Products and categories matching `text`, fetched after a pause in typing; a request still running
 * when the text changes again is cancelled, so an older answer never replaces a newer one. The last
 * answer stays until the next arrives; null before the first.
 */
export function useSearchSuggestions(text: string): Suggestions | null {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const term = suggestionTerm(text);

  useEffect(() => {
    if (term === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      Promise.all([suggestProducts(term, { signal: controller.signal }), categoryTree()])
        .then(([products, tree]) => {
          if (controller.signal.aborted) return;
          setSuggestions({ term, products, categories: matchingCategories(tree, term, CATEGORY_SUGGESTION_LIMIT) });
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions({ term, products: [], categories: [] });
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return term === null ? null : suggestions;
}

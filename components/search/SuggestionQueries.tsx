import { useEffect } from 'react';
import { matchingCategories } from '@/components/category/categoryTree';
import { useCategoryTreeQuery, useProductSuggestionsQuery } from '@/store/api/catalogApi';
import type { Suggestions } from './useSearchSuggestions';

const CATEGORY_SUGGESTION_LIMIT = 4;

interface SuggestionQueriesProps {
  term: string;
  onAnswer: (suggestions: Suggestions) => void;
}

/**
 * Asks for the products matching `term` and for the category tree, and hands the suggestions over
 * once both are in; shows nothing itself. Without the products there is nothing to suggest; without
 * the tree, products only.
 */
export default function SuggestionQueries({ term, onAnswer }: SuggestionQueriesProps) {
  const products = useProductSuggestionsQuery(term);
  const tree = useCategoryTreeQuery();
  const productList = products.currentData;
  const productsFailed = products.isError && !products.isFetching;
  const categoryTree = tree.currentData;
  const treeSettled = categoryTree !== undefined || tree.isError;

  useEffect(() => {
    if (productsFailed) onAnswer({ term, products: [], categories: [] });
    else if (productList !== undefined && treeSettled) {
      onAnswer({ term, products: productList, categories: matchingCategories(categoryTree ?? [], term, CATEGORY_SUGGESTION_LIMIT) });
    }
  }, [onAnswer, term, productList, productsFailed, categoryTree, treeSettled]);
  return null;
}

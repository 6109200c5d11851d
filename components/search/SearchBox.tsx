/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useRouter } from 'next/router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import { useTypedBeforeHydration } from '@/hooks/useTypedBeforeHydration';
import { MAX_SEARCH_LENGTH, parseSearchTerm } from '@/utils/listingQuery';
import { categoryPath, localizedPath, productPath } from '@/utils/sitePaths';
import { suggestionTerm, useSearchSuggestions, type Suggestions } from './useSearchSuggestions';
import styles from './SearchBox.module.scss';

export const SEARCH_PATH = '/search';

function searchHref(term: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(term.trim())}`;
}

interface SuggestionOption {
  key: string;
  href: string;
}

// Keyboard order: categories, then products, then "search for" the whole term.
function optionsOf(suggestions: Suggestions | null, term: string): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.categories.map((category) => ({ key: `category-${category.slug}`, href: categoryPath(category.slug) })),
    ...suggestions.products.map((product) => ({ key: `product-${product.id}`, href: productPath(product.slug) })),
    { key: 'search-all', href: searchHref(term) },
  ];
}

function announcement(suggestions: Suggestions | null, t: Translate): string {
  if (!suggestions) return '';
  const count = suggestions.categories.length + suggestions.products.length;
  if (count === 0) return t('No suggestions');
  return t(count === 1 ? '{count} suggestion' : '{count} suggestions', { count });
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's product search: suggestions of categories and products appear as the shopper types
 * (a combobox with a listbox, driven by arrow keys, Enter and Escape); Enter or the button opens
 * `/search?q=`. Without scripts it is a plain form to the same page.
 */
export function SearchBox() {
  const router = useRouter();
  const t = useText('search');
  const { locale, price } = useFormat();
  const baseId = useId();
  const currentTerm = () => (router.pathname === SEARCH_PATH ? parseSearchTerm(router.query) : '');
  const [text, setText] = useState(currentTerm);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shownPath, setShownPath] = useState(router.asPath);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, (typed) => {
    setText(typed);
    setOpen(document.activeElement === inputRef.current);
  });
  const { suggestions, suggestionQueries } = useSearchSuggestions(text);
  const term = text.trim();
  const options = optionsOf(suggestions, term);
  const expanded = open && suggestionTerm(text) !== null && options.length > 0;
  const listboxId = `${baseId}-suggestions`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Another page: the box shows that page's search term (or nothing) and closes.
  if (router.asPath !== shownPath) {
    setShownPath(router.asPath);
    setText(currentTerm());
    setOpen(false);
    setActiveIndex(-1);
  }

  function go(href: string) {
    setOpen(false);
    setActiveIndex(-1);
    void router.push(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (term === '') return;
    go(searchHref(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0 || suggestionTerm(text) === null) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the text box, down goes to the first option and up to the last; past either end, back to the box.
      setActiveIndex((current) => {
        const next = current === -1 ? (step === 1 ? 0 : options.length - 1) : current + step;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      go(options[activeIndex].href);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  }

  function optionProps(key: string) {
    const index = options.findIndex((option) => option.key === key);
    return {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      className: `${styles.option} ${index === activeIndex ? styles.active : ''}`,
      onMouseMove: () => setActiveIndex(index),
      onClick: () => go(options[index].href),
    };
  }

  return (
    <form role="search" action={localizedPath(SEARCH_PATH, locale)} method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${baseId}-input`} className={styles.visuallyHidden}>
        {t('Search products')}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('Search for panjabi, saree, shirts…')}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label={t('Search')}>
          <SearchIcon />
        </button>
      </div>

      {/* Pressing on a suggestion must not blur the box first, or the list would close under the pointer. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('Search suggestions')}
        className={styles.listbox}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions && suggestions.categories.length > 0 && (
          <ul role="group" aria-labelledby={`${baseId}-categories`} className={styles.group}>
            <li role="presentation" id={`${baseId}-categories`} className={styles.groupTitle}>
              {t('Categories')}
            </li>
            {suggestions.categories.map((category) => (
              <li key={category.slug} {...optionProps(`category-${category.slug}`)}>
                <span className={styles.categoryName}>{category.name}</span>
                {category.parents.length > 0 && <span className={styles.categoryParents}>{t('in {parents}', { parents: category.parents.join(' › ') })}</span>}
              </li>
            ))}
          </ul>
        )}
        {suggestions && suggestions.products.length > 0 && (
          <ul role="group" aria-labelledby={`${baseId}-products`} className={styles.group}>
            <li role="presentation" id={`${baseId}-products`} className={styles.groupTitle}>
              {t('Products')}
            </li>
            {suggestions.products.map((product) => (
              <li key={product.id} {...optionProps(`product-${product.id}`)}>
                <img src={product.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={40} height={50} className={styles.thumbnail} />
                <span className={styles.productText}>
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.productPrice}>{price(product.main_price)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {suggestions && (
          <ul role="group" aria-label={t('All results')} className={styles.group}>
            <li {...optionProps('search-all')}>
              <span className={styles.searchAll}>
                <SearchIcon />
                {t('Search for “{term}”', { term })}
              </span>
            </li>
          </ul>
        )}
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {expanded ? announcement(suggestions, t) : ''}
      </p>
      {suggestionQueries}
    </form>
  );
}

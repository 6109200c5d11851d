import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { ChevronRightIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import { paginationItems } from '@/utils/listingQuery';
import styles from './Pagination.module.scss';

interface PaginationProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  /** The listing these pages belong to: another page shows it from its top rather than the page's. */
  listingRef?: RefObject<HTMLElement | null>;
}

/** Scrolls the listing's top to just below the site header, which stays fixed at the top once scrolled. */
function scrollToTopOf(listing: HTMLElement): void {
  const header = document.querySelector('header[data-sticky]');
  const headerHeight = header?.getBoundingClientRect().height ?? 0;
  window.scrollTo({ top: Math.max(0, listing.getBoundingClientRect().top + window.scrollY - headerHeight) });
}

/**
 * Real links to each page, so crawlers and shoppers without scripts reach every product. Following one
 * brings the top of the listing into view once the new page has rendered; going back or forward to a
 * page leaves the scroll position to the app's restoration.
 */
export function Pagination({ page, lastPage, hrefFor, listingRef }: PaginationProps) {
  const t = useText('category');
  const { number } = useFormat();
  const chosenPage = useRef<number | null>(null);

  useEffect(() => {
    if (chosenPage.current === page && listingRef?.current) scrollToTopOf(listingRef.current);
    chosenPage.current = null;
  }, [page, listingRef]);

  if (lastPage <= 1) return null;
  // Without a listing to show, next/link's own scroll to the top of the page stands.
  const linkTo = (target: number) => (listingRef ? { href: hrefFor(target), scroll: false, 'data-page': target } : { href: hrefFor(target) });
  // The links' clicks bubble to the nav, which notes the page chosen for the effect above.
  const rememberChoice = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-page]') : null;
    if (link) chosenPage.current = Number(link.dataset.page);
  };
  return (
    <nav aria-label={t('Pagination')} className={styles.pagination} onClick={listingRef ? rememberChoice : undefined}>
      {/* A step that leads nowhere is faded and marked inactive: an inactive control's text is exempt
          from the contrast minimum. Screen readers skip it. */}
      {page > 1 ? (
        <Link {...linkTo(page - 1)} rel="prev" className={`${styles.step} ${styles.previous}`}>
          <ChevronRightIcon size={16} />
          {t('Previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.previous} ${styles.disabled}`} aria-hidden="true" aria-disabled="true">
          <ChevronRightIcon size={16} />
          {t('Previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...linkTo(item)}
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Page {page}', { page: item })}
              >
                {number(item)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <Link {...linkTo(page + 1)} rel="next" className={`${styles.step} ${styles.next}`}>
          {t('Next')}
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.next} ${styles.disabled}`} aria-hidden="true" aria-disabled="true">
          {t('Next')}
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}

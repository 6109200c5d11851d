import { ChevronRightIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import { paginationItems } from '@/utils/listingQuery';
import { CATEGORY_BANGLA } from './translations.bn';
import styles from './Pagination.module.scss';

interface PaginationProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

/** Real links to each page, so crawlers and shoppers without scripts reach every product. */
export function Pagination({ page, lastPage, hrefFor }: PaginationProps) {
  const t = useText(CATEGORY_BANGLA);
  const { number } = useFormat();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${styles.step} ${styles.previous}`}>
          <ChevronRightIcon size={16} />
          {t('Previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.previous} ${styles.disabled}`} aria-hidden="true">
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
                href={hrefFor(item)}
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
        <Link href={hrefFor(page + 1)} rel="next" className={`${styles.step} ${styles.next}`}>
          {t('Next')}
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.next} ${styles.disabled}`} aria-hidden="true">
          {t('Next')}
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}

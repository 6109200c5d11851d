import type { ReactNode } from 'react';
import { Pagination } from '@/components/category/Pagination';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import type { PaginatedResponse } from '@/contract/envelope';
import { AffiliateLoadView } from './AffiliateLoadView';
import type { AffiliateData } from './affiliateLoad';
import styles from './PagedList.module.scss';

/** In the page's language. */
interface EmptyList {
  title: string;
  text?: string;
  action?: { href: string; label: string };
}

interface PagedListProps<T> {
  data: AffiliateData<PaginatedResponse<T>>;
  loadingText: string;
  /** How one and several entries are counted, in English: `['{count} visit', '{count} visits']`. */
  counted: readonly [string, string];
  empty: EmptyList;
  hrefFor: (page: number) => string;
  children: (entries: T[]) => ReactNode;
}

/** One page of an affiliate history, ten a page like `/orders`: its count, its entries and real links to the other pages. */
export function PagedList<T>({ data, loadingText, counted, empty, hrefFor, children }: PagedListProps<T>) {
  const t = useText('affiliate');
  return (
    <AffiliateLoadView data={data} loadingText={loadingText}>
      {({ data: entries, meta }) => {
        if (entries.length === 0) {
          // A page past the last one (an old link) is not the same as having nothing yet.
          const beyondLast = meta.total > 0;
          const action = beyondLast ? { href: hrefFor(1), label: t('Back to the first page') } : empty.action;
          return (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{beyondLast ? t('There is nothing on this page.') : empty.title}</p>
              {!beyondLast && empty.text && <p>{empty.text}</p>}
              {action && (
                <Link href={action.href} className={styles.emptyAction}>
                  {action.label}
                </Link>
              )}
            </div>
          );
        }
        return (
          <>
            <p className={styles.count}>
              {t(meta.total === 1 ? counted[0] : counted[1], { count: meta.total })}
            </p>
            {children(entries)}
            <Pagination page={meta.current_page} lastPage={meta.last_page} hrefFor={hrefFor} />
          </>
        );
      }}
    </AffiliateLoadView>
  );
}

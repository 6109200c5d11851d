import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import styles from './CategoryTemplate.module.scss';

/** No products: with filters on, a way to clear them; without, a way back to the shop. */
export function EmptyListing({ categoryName, filtered, clearHref }: { categoryName: string; filtered: boolean; clearHref: string }) {
  const t = useText('category');
  return (
    <div className={styles.empty}>
      {filtered ? (
        <>
          <h2 className={styles.emptyTitle}>{t('No products match these filters')}</h2>
          <p className={styles.emptyText}>{t('Try removing a filter or widening the price range.')}</p>
          <Link href={clearHref} className={styles.emptyAction}>
            {t('Clear filters')}
          </Link>
        </>
      ) : (
        <>
          <h2 className={styles.emptyTitle}>{t('No products in {name} yet', { name: categoryName })}</h2>
          <p className={styles.emptyText}>{t('Have a look around the rest of the shop in the meantime.')}</p>
          <Link href="/" className={styles.emptyAction}>
            {t('Continue shopping')}
          </Link>
        </>
      )}
    </div>
  );
}

import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from '@/components/common/Link';
import { showOutcome } from '@/components/common/showNotice';
import { useFormat, useText } from '@/hooks/useLocale';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { LOGIN_PATH } from '@/services/http';
import { toggleWishlist, useWishlistQuery } from '@/store/api/wishlistApi';
import { selectIsSignedIn, selectToken } from '@/store/authSlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectWishlistIds } from '@/store/wishlistSlice';
import { PanelProductRow } from './PanelProductRow';
import styles from './WishlistTab.module.scss';

const EMPTY_WISHLIST_TEXT = 'Your wishlist is empty';
const WISHLIST_PATH = '/wishlist';

/** The side panel's Wishlist tab: the signed-in customer's listed products. */
export function WishlistTab() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const t = useText('bag');
  if (!signedIn) {
    return (
      <div className={styles.message}>
        <p>{t('Sign in to keep the products you love in one place.')}</p>
        <Link href={LOGIN_PATH} className={styles.button}>
          {t('Sign in')}
        </Link>
      </div>
    );
  }
  return <WishlistProducts />;
}

function WishlistProducts() {
  const store = useAppStore();
  const token = useAppSelector(selectToken);
  const listedIds = useAppSelector(selectWishlistIds);
  const query = useWishlistQuery(token ? { token } : skipToken, { refetchOnMountOrArgChange: true });
  const t = useText('bag');
  const { price } = useFormat();

  if (!query.currentData && !query.isError) {
    return (
      <p className={styles.message} role="status">
        {t('Loading your wishlist…')}
      </p>
    );
  }
  // A product taken off the list leaves at once; the store holds what is listed now.
  const listed = (query.currentData ?? []).filter((product) => listedIds.includes(product.id));
  if (listed.length === 0) return <p className={styles.message}>{t(EMPTY_WISHLIST_TEXT)}</p>;

  return (
    <div className={styles.wishlist}>
      <ul className={styles.products}>
        {listed.map((product) => (
          <PanelProductRow
            key={product.id}
            slug={product.slug}
            name={product.name}
            image={product.thumbnail_image || PLACEHOLDER_IMAGE}
            className={styles.product}
            detailsClassName={styles.details}
            removeLabel={t('Remove {name} from wishlist', { name: product.name })}
            onRemove={() => void showOutcome(toggleWishlist(store, product.id))}
          >
            <p className={styles.price}>{price(product.main_price)}</p>
          </PanelProductRow>
        ))}
      </ul>
      <Link href={WISHLIST_PATH} className={styles.viewAll}>
        {t('View wishlist')}
      </Link>
    </div>
  );
}

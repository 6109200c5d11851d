import Link from 'next/link';
import { useEffect, useState } from 'react';
import { showOutcome } from '@/components/common/showNotice';
import { TrashIcon } from '@/components/common/icons';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { LOGIN_PATH } from '@/services/http';
import type { ProductListItem } from '@/services/types';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectWishlistIds } from '@/store/wishlistSlice';
import { loadWishlist, toggleWishlist } from '@/store/wishlistThunks';
import { formatTaka } from '@/utils/money';
import { productPath } from '@/utils/sitePaths';
import styles from './WishlistTab.module.scss';

const EMPTY_WISHLIST_TEXT = 'Your wishlist is empty';
const WISHLIST_PATH = '/wishlist';

/** The side panel's Wishlist tab: the signed-in customer's listed products. */
export function WishlistTab() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) {
    return (
      <div className={styles.message}>
        <p>Sign in to keep the products you love in one place.</p>
        <Link href={LOGIN_PATH} className={styles.button}>
          Sign in
        </Link>
      </div>
    );
  }
  return <WishlistProducts />;
}

function WishlistProducts() {
  const dispatch = useAppDispatch();
  const listedIds = useAppSelector(selectWishlistIds);
  const [products, setProducts] = useState<ProductListItem[] | null>(null);

  useEffect(() => {
    let current = true;
    dispatch(loadWishlist())
      .unwrap()
      .then((loaded) => current && setProducts(loaded))
      .catch(() => current && setProducts([]));
    return () => {
      current = false;
    };
  }, [dispatch]);

  if (products === null) {
    return (
      <p className={styles.message} role="status">
        Loading your wishlist…
      </p>
    );
  }
  // A product taken off the list leaves at once; the store holds what is listed now.
  const listed = products.filter((product) => listedIds.includes(product.id));
  if (listed.length === 0) return <p className={styles.message}>{EMPTY_WISHLIST_TEXT}</p>;

  return (
    <div className={styles.wishlist}>
      <ul className={styles.products}>
        {listed.map((product) => (
          <li key={product.id} className={styles.product}>
            <Link href={productPath(product.slug)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
              <img src={product.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={72} height={90} loading="lazy" />
            </Link>
            <div className={styles.details}>
              <Link href={productPath(product.slug)} className={styles.name}>
                {product.name}
              </Link>
              <p className={styles.price}>{formatTaka(product.main_price)}</p>
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => void showOutcome(dispatch(toggleWishlist(product.id)).unwrap())}
              aria-label={`Remove ${product.name} from wishlist`}
            >
              <TrashIcon size={18} />
            </button>
          </li>
        ))}
      </ul>
      <Link href={WISHLIST_PATH} className={styles.viewAll}>
        View wishlist
      </Link>
    </div>
  );
}

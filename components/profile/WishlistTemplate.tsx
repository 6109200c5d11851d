import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { BagIcon, TrashIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { showOutcome } from '@/components/common/showNotice';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { ProductCard } from '@/components/product/ProductCard';
import { isSoldOut } from '@/components/product/productDisplay';
import type { ProductListItem } from '@/contract/catalog';
import { toggleWishlist, useWishlistQuery } from '@/store/api/wishlistApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectWishlistIds } from '@/store/wishlistSlice';
import { itemCountLabel } from '@/utils/itemCount';
import { HOME_PATH, productPath } from '@/utils/sitePaths';
import { needsVariantChoice, variantChoiceLabel } from '@/utils/wishlist';
import { ProfileLayout } from './ProfileLayout';
import { useMoveToBag, type MoveToBag } from './useMoveToBag';
import styles from './WishlistTemplate.module.scss';

export const WISHLIST_TITLE = 'Wishlist';
const EMPTY_WISHLIST_TITLE = 'Your wishlist is empty';
export const WISHLIST_LOAD_FAILED_MESSAGE = 'Your wishlist could not be loaded. Please check your connection and try again.';

type WishlistLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: ProductListItem[] };

/** The listed products, loaded once the page opens (the store keeps their ids for every heart on the site). */
function useWishlistProducts(): { load: WishlistLoad; retry: () => void } {
  const token = useAppSelector(selectToken);
  const query = useWishlistQuery(token ? { token } : skipToken, { refetchOnMountOrArgChange: true });
  const retry = () => void query.refetch();
  if (query.currentData) return { load: { state: 'ready', products: query.currentData }, retry };
  return { load: query.isError && !query.isFetching ? { state: 'failed' } : { state: 'loading' }, retry };
}

interface WishlistActionsProps {
  product: ProductListItem;
  mover: MoveToBag;
}

function WishlistActions({ product, mover }: WishlistActionsProps) {
  const store = useAppStore();
  const t = useText('profile');
  const [removing, setRemoving] = useState(false);
  const moving = mover.movingId === product.id;

  async function remove() {
    setRemoving(true);
    await showOutcome(toggleWishlist(store, product.id));
    setRemoving(false);
  }

  let bagAction;
  if (isSoldOut(product)) {
    bagAction = (
      <button type="button" className={styles.moveButton} disabled>
        {t('Out of Stock')}
      </button>
    );
  } else if (needsVariantChoice(product.choice_options)) {
    // A colour and a size are the shopper's to choose: the product page asks for them.
    const label = t(variantChoiceLabel(product.choice_options));
    bagAction = (
      <Link href={productPath(product.slug)} className={styles.moveButton} aria-label={`${label}: ${product.name}`}>
        {label}
      </Link>
    );
  } else {
    bagAction = (
      <button
        type="button"
        className={styles.moveButton}
        onClick={() => void mover.move(product)}
        disabled={mover.movingId !== null || removing}
        aria-busy={moving}
        aria-label={t('Move to bag: {product}', { product: product.name })}
      >
        <BagIcon size={16} />
        {moving ? t('Moving…') : t('Move to bag')}
      </button>
    );
  }

  return (
    <div className={styles.actions}>
      {bagAction}
      <button
        type="button"
        className={styles.removeButton}
        onClick={() => void remove()}
        disabled={removing || moving}
        aria-label={t('Remove {product} from wishlist', { product: product.name })}
      >
        <TrashIcon size={16} />
        {t('Remove')}
      </button>
    </div>
  );
}

function WishlistProducts() {
  const { load, retry } = useWishlistProducts();
  const listedIds = useAppSelector(selectWishlistIds);
  const mover = useMoveToBag();
  const t = useText('profile');

  if (load.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('Loading your wishlist…')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.empty}>
        <p role="alert">{t(WISHLIST_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={retry} className={styles.retryButton}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  // A product taken off the list (here, on another tab of the panel, or by logging out) leaves at once.
  const listed = load.products.filter((product) => listedIds.includes(product.id));
  if (listed.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t(EMPTY_WISHLIST_TITLE)}</p>
        <p>{t('Tap the heart on any product to keep it here for later.')}</p>
        <Link href={HOME_PATH} className={styles.shopLink}>
          {t('Start shopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {itemCountLabel(listed.length, t)}
      </p>
      <ul className={styles.grid}>
        {listed.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
            <WishlistActions product={product} mover={mover} />
          </li>
        ))}
      </ul>
      {listed.some((product) => needsVariantChoice(product.choice_options) && !isSoldOut(product)) && (
        <p className={styles.note}>{t('Products that come in several colours or sizes open their page, so you can choose yours.')}</p>
      )}
    </>
  );
}

/** `/wishlist`: the customer's saved products, each with move-to-bag and remove. */
export function WishlistTemplate() {
  const t = useText('profile');
  return (
    <ProfileLayout current={t(WISHLIST_TITLE)}>
      <PrivatePageHead title={t(WISHLIST_TITLE)} />
      <h1 className={styles.title}>{t(WISHLIST_TITLE)}</h1>
      <WishlistProducts />
    </ProfileLayout>
  );
}

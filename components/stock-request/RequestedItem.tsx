/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { Link } from '@/components/common/Link';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import { useProductBySlugQuery } from '@/store/api/productsApi';
import { HOME_PATH, productPath } from '@/utils/sitePaths';
import { isPurchasable } from '@/utils/variants';
import { StockRequestForm } from './StockRequestForm';
import { findRequestedVariant, type StockRequestQuery, variantLabels } from './stockRequestDisplay';
import styles from './RequestStockTemplate.module.scss';

const PRODUCT_LOAD_FAILED_MESSAGE = 'This product could not be loaded. Please check your connection and try again.';

interface RequestedItemProps {
  productSlug: string;
  query: Pick<StockRequestQuery, 'variant' | 'barcode'>;
  signedIn: boolean;
}

/** The product and the chosen colour and size, then the form, or why there is nothing to wait for. */
export function RequestedItem({ productSlug, query, signedIn }: RequestedItemProps) {
  const load = useProductBySlugQuery(productSlug);
  const t = useText('stockRequest');

  if (load.isError && !load.isFetching) {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(PRODUCT_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={() => void load.refetch()} className={styles.primaryAction}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  const product = load.currentData;
  if (product === undefined) {
    return (
      <p className={styles.status} role="status">
        {t('Loading the product…')}
      </p>
    );
  }
  if (product === null) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{t('We could not find this product')}</p>
        <p>{t('It may have been removed from the shop, or the link is incomplete.')}</p>
        <Link href={HOME_PATH} className={styles.primaryAction}>
          {t('Continue shopping')}
        </Link>
      </div>
    );
  }

  const variant = findRequestedVariant(product, query);
  return (
    <div className={styles.request}>
      <ItemSummary product={product} variant={variant} />
      <div className={styles.requestBody}>
        <RequestOutcome product={product} variant={variant} signedIn={signedIn} />
      </div>
    </div>
  );
}

function ItemSummary({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) {
  const t = useText('stockRequest');
  const labels = variant ? variantLabels(product, variant) : null;
  return (
    <div className={styles.item}>
      <img
        src={variant?.image || product.thumbnail_image || PLACEHOLDER_IMAGE}
        alt={product.name}
        width={120}
        height={150}
        className={styles.itemImage}
      />
      <div className={styles.itemText}>
        <h2 className={styles.itemName}>
          <Link href={productPath(product.slug)}>{product.name}</Link>
        </h2>
        {labels && (
          <dl className={styles.itemOptions}>
            {labels.colour && (
              <div>
                <dt>{t('Colour')}</dt>
                <dd>{labels.colour}</dd>
              </div>
            )}
            {labels.size && (
              <div>
                <dt>{t('Size')}</dt>
                <dd>{labels.size}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}

function RequestOutcome({ product, variant, signedIn }: { product: ProductDetail; variant: ProductVariant | null; signedIn: boolean }) {
  const t = useText('stockRequest');
  if (!variant) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{t('Which colour and size?')}</p>
        <p>{t('Choose the colour and size you want on the product page; sold-out sizes are marked there.')}</p>
        <Link href={productPath(product.slug)} className={styles.primaryAction}>
          {t('Go to the product')}
        </Link>
      </div>
    );
  }
  if (isPurchasable(variant.stock, product.is_negative === 1)) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{t('Good news: this item is in stock')}</p>
        <p>{t('You can order it right away.')}</p>
        <Link href={productPath(product.slug)} className={styles.primaryAction}>
          {t('Shop it now')}
        </Link>
      </div>
    );
  }
  // Remounted once the stored session is back, so a customer's own contact is filled in.
  return <StockRequestForm key={signedIn ? 'customer' : 'guest'} product={product} variant={variant} signedIn={signedIn} />;
}

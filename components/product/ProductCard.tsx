/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import type { ProductListItem } from '@/contract/catalog';
import { listItemPrice } from '@/utils/wasPrice';
import { isSoldOut } from './productDisplay';
import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import styles from './ProductCard.module.scss';

// The quick view (with its options block) loads on the first click.
const QuickViewDialog = dynamic(() => import('./QuickViewDialog').then((module) => module.QuickViewDialog), { ssr: false });

interface ProductCardProps {
  product: ProductListItem;
  /** Cards in the first visible row load eagerly; the rest wait until they scroll near. */
  imageLoading?: 'eager' | 'lazy';
  /** The card's image is likely the page's largest paint (the first listing row on a phone): fetched first. */
  imagePriority?: boolean;
  /** Offers the quick-view button (on by default). */
  quickView?: boolean;
}

export function ProductCard({ product, imageLoading = 'lazy', imagePriority = false, quickView = true }: ProductCardProps) {
  const href = `/details/${product.slug}`;
  const discountPercent = Math.round(product.discount_percent);
  const { current, was } = listItemPrice(product);
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const [quickViewRequested, setQuickViewRequested] = useState(false);
  const t = useText('product');
  const { price, number, decimal } = useFormat();

  function openQuickView() {
    setQuickViewRequested(true);
    setQuickViewOpen(true);
  }

  // The picture and the quick-view button share the card's first grid cell, so no wrapper positions them:
  // a page of cards is hundreds of elements, each parsed, styled and hydrated.
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img
          src={product.thumbnail_image || PLACEHOLDER_IMAGE}
          alt={product.name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={imageLoading}
          fetchPriority={imagePriority ? 'high' : undefined}
          className={styles.image}
        />
        {was !== null && discountPercent > 0 && (
          <span className={styles.badge}>-{number(discountPercent)}%</span>
        )}
        {isSoldOut(product) && <span className={styles.soldOut}>{t('Sold out')}</span>}
      </Link>
      {quickView && (
        <button
          type="button"
          className={styles.quickView}
          onClick={openQuickView}
          aria-haspopup="dialog"
          aria-label={t('Quick view: {name}', { name: product.name })}
        >
          {t('Quick view')}
        </button>
      )}
      <h3 className={styles.name}>
        <Link href={href}>{product.name}</Link>
      </h3>
      <p className={styles.prices}>
        <span className={styles.price}>{price(current)}</span>
        {was !== null && (
          <del className={styles.strokedPrice}>
            <span className={styles.visuallyHidden}>{t('Regular price')} </span>
            {price(was)}
          </del>
        )}
      </p>
      {product.rating_count > 0 && (
        <p className={styles.rating}>
          <span aria-hidden="true">★</span> {decimal(product.rating, 1)}{' '}
          <span className={styles.ratingCount}>({number(product.rating_count)})</span>
        </p>
      )}
      {quickViewRequested && (
        <QuickViewDialog slug={product.slug} name={product.name} open={quickViewOpen} onClose={() => setQuickViewOpen(false)} />
      )}
    </article>
  );
}

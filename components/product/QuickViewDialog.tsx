/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useMemo } from 'react';
import { Dialog } from '@/components/common/Dialog';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail } from '@/contract/catalog';
import { useProductBySlugQuery } from '@/store/api/productsApi';
import { productPath } from '@/utils/sitePaths';
import { ProductOptions } from './ProductOptions';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import { productGalleryPhotos } from './productGalleryPhotos';
import { useVariantSelection } from './useVariantSelection';
import styles from './QuickViewDialog.module.scss';

interface QuickViewDialogProps {
  slug: string;
  /** The card's name: the dialog's title, also while the product loads. */
  name: string;
  open: boolean;
  onClose: () => void;
}

/** A product card's quick view: the product fetched by slug, its first photo, name, price and options. */
export function QuickViewDialog({ slug, name, open, onClose }: QuickViewDialogProps) {
  const query = useProductBySlugQuery(slug);
  const t = useText('product');
  const product = query.currentData;
  // No product with the slug reads as a failure too: its page explains.
  const failed = query.isError || product === null;

  return (
    <Dialog open={open} onClose={onClose} title={name} placement="center">
      {product === undefined && !failed && <p className={styles.message}>{t('Loading…')}</p>}
      {failed && (
        <p className={styles.message} role="alert">
          {t('This product could not be loaded.')} <Link href={productPath(slug)}>{t('Open its page')}</Link>
        </p>
      )}
      {product && <QuickViewContent product={product} />}
    </Dialog>
  );
}

function QuickViewContent({ product }: { product: ProductDetail }) {
  const chosen = useVariantSelection(product);
  const photos = useMemo(() => productGalleryPhotos(product, chosen.selectedColor), [product, chosen.selectedColor]);
  const href = productPath(product.slug);
  const t = useText('product');
  const shareUrl = typeof window === 'undefined' ? href : new URL(href, window.location.origin).toString();
  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        <img src={photos[0].path} alt={product.name} width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} className={styles.image} />
      </div>
      <div className={styles.info}>
        {product.style_code && <p className={styles.styleCode}>{t('Style code: {code}', { code: product.style_code })}</p>}
        <ProductOptions product={product} chosen={chosen} shareUrl={shareUrl} />
        <Link href={href} className={styles.details}>
          {t('View full details')}
        </Link>
      </div>
    </div>
  );
}

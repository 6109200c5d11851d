import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { afterHydration } from '@/components/app/afterHydration';
import { useFormat, useText } from '@/hooks/useLocale';
import type { DetailChoiceOption, ProductDetail, ProductVariant } from '@/contract/catalog';
import { sizeChartSource, standardRowsFor } from '@/utils/sizeChart';
import { COLOR_CHOICE, isPurchasable, SIZE_CHOICE, sizeButtons } from '@/utils/variants';
import { productPagePrice } from '@/utils/wasPrice';
import { ProductBagControl } from './ProductBagControl';
import { PRODUCT_MESSAGES } from './productMessages';
import type { VariantSelection } from './useVariantSelection';
import styles from './ProductOptions.module.scss';

// The "Notify me" offer loads only when the chosen size is sold out (before hydration when the server
// rendered it so). The size chart is fetched and drawn only when asked for.
const NotifyMe = dynamic(() => import('./NotifyMe').then((module) => module.NotifyMe));
const SizeChartDialog = dynamic(() => import('./SizeChartDialog').then((module) => module.SizeChartDialog), { ssr: false });
// The wishlist heart (whose state only the browser knows) and the share links need no server HTML: they
// load after hydration, in a chunk of their own, into a box of their height so that nothing moves.
function SharePlaceholder() {
  return <div className={styles.sharePlaceholder} />;
}
const LoadedProductShare = dynamic(() => import('./ProductShare').then((module) => module.ProductShare), {
  ssr: false,
  loading: SharePlaceholder,
});
const ProductShare = afterHydration(LoadedProductShare, SharePlaceholder);

interface ProductOptionsProps {
  product: ProductDetail;
  chosen: VariantSelection;
  /** The product page's absolute URL, for the share links. */
  shareUrl: string;
}

function choiceTitled(product: ProductDetail, title: string): DetailChoiceOption | undefined {
  return product.choice_options.find((choice) => choice.title === title);
}

function stockStatus(product: ProductDetail, variant: ProductVariant | null): { text: string; available: boolean } | null {
  if (!variant) return null;
  if (!isPurchasable(variant.stock, product.is_negative === 1)) return { text: PRODUCT_MESSAGES.outOfStock, available: false };
  return { text: variant.stock > 0 ? 'In Stock' : 'Available to order', available: true };
}

/** Colour swatches, size buttons, size chart, price, stock, the bag controls, wishlist and share links. */
export function ProductOptions({ product, chosen, shareUrl }: ProductOptionsProps) {
  const colourLabelId = useId();
  const sizeLabelId = useId();
  const [sizeChartOpen, setSizeChartOpen] = useState(false);
  const [sizeChartRequested, setSizeChartRequested] = useState(false);
  const colorChoice = choiceTitled(product, COLOR_CHOICE);
  const sizeChoice = choiceTitled(product, SIZE_CHOICE);
  const allowsNegativeStock = product.is_negative === 1;
  const sizes = sizeButtons(product.variant, product.choice_options, chosen.selection, allowsNegativeStock);
  const chartSource = sizeChartSource(product.size_chart_link);
  const hasSizeChart = sizeChoice !== undefined && (chartSource.kind !== 'standard' || standardRowsFor(sizeChoice.options).length > 0);
  const { current: price, was: stroked } = productPagePrice(product, chosen.variant);
  const status = stockStatus(product, chosen.variant);
  const chosenColor = chosen.selection[COLOR_CHOICE];
  const chosenSize = chosen.selection[SIZE_CHOICE];
  const t = useText('product');
  const { price: formatPrice, number } = useFormat();

  function openSizeChart() {
    setSizeChartRequested(true);
    setSizeChartOpen(true);
  }

  return (
    <div className={styles.options}>
      <div className={styles.priceRow}>
        <p className={styles.prices}>
          <span className={styles.price}>{formatPrice(price)}</span>
          {stroked !== null && (
            <del className={styles.strokedPrice}>
              <span className={styles.visuallyHidden}>{t('Regular price')} </span>
              {formatPrice(stroked)}
            </del>
          )}
          {stroked !== null && <span className={styles.saving}>-{number(Math.round(((stroked - price) / stroked) * 100))}%</span>}
        </p>
        {status && (
          <p className={status.available ? styles.inStock : styles.outOfStock} role="status">
            {t(status.text)}
          </p>
        )}
      </div>

      {colorChoice && colorChoice.options.length > 0 && (
        <div className={styles.choice} role="group" aria-labelledby={colourLabelId}>
          <span id={colourLabelId} className={styles.choiceTitle}>
            {t('Colour')}{chosenColor && <span className={styles.chosenValue}>: {aliasOf(colorChoice, chosenColor)}</span>}
          </span>
          <div className={styles.swatches}>
            {colorChoice.options.map((color, index) => (
              <button
                key={color}
                type="button"
                className={styles.swatch}
                aria-pressed={chosenColor === color}
                aria-label={colorChoice.alias_name[index] || color}
                title={colorChoice.alias_name[index] || color}
                onClick={() => chosen.choose(COLOR_CHOICE, color)}
              >
                <span className={styles.swatchColor} style={{ backgroundColor: colorChoice.color_codes?.[index] ?? undefined }} />
              </button>
            ))}
          </div>
        </div>
      )}

      {sizeChoice && (
        <div className={styles.choice} role="group" aria-labelledby={sizeLabelId}>
          <div className={styles.choiceHeader}>
            <span id={sizeLabelId} className={styles.choiceTitle}>
              {t('Size')}{chosenSize && <span className={styles.chosenValue}>: {aliasOf(sizeChoice, chosenSize)}</span>}
            </span>
            {hasSizeChart && (
              <button type="button" className={styles.sizeChartButton} onClick={openSizeChart} aria-haspopup="dialog">
                {t('View size chart')}
              </button>
            )}
          </div>
          <div className={styles.sizes}>
            {sizes.map(({ size, noStock }) => (
              <button
                key={size}
                type="button"
                className={`${styles.size} ${noStock ? styles.noStock : ''}`}
                aria-pressed={chosenSize === size}
                aria-disabled={noStock || undefined}
                aria-label={noStock ? t('{size}, out of stock', { size: aliasOf(sizeChoice, size) }) : undefined}
                onClick={() => chosen.choose(SIZE_CHOICE, size)}
              >
                {aliasOf(sizeChoice, size)}
              </button>
            ))}
          </div>
        </div>
      )}

      {chosen.variant && status?.available === false && <NotifyMe product={product} variant={chosen.variant} />}
      <ProductBagControl product={product} chosen={chosen} />
      <ProductShare product={product} shareUrl={shareUrl} />

      {sizeChartRequested && sizeChoice && (
        <SizeChartDialog
          open={sizeChartOpen}
          onClose={() => setSizeChartOpen(false)}
          productName={product.name}
          source={chartSource}
          sizes={sizeChoice.options}
        />
      )}
    </div>
  );
}

/** The label the shop gives an option (its alias), or the option itself. */
function aliasOf(choice: DetailChoiceOption, option: string): string {
  const index = choice.options.indexOf(option);
  return (index >= 0 && choice.alias_name[index]) || option;
}

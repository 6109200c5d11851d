import Head from 'next/head';
import Link from 'next/link';
import type { ProductDetail } from '@/services/types';
import { formatTaka } from '@/utils/money';
import { compareSizes } from '@/utils/sizeOrder';
import { htmlToPlainText } from './plainText';
import { isSoldOut, showsStrokedPrice } from './productDisplay';
import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import styles from './ProductDetailTemplate.module.scss';

export interface ProductDetailTemplateProps {
  product: ProductDetail;
}

function mainImage(product: ProductDetail): string {
  return product.thumbnail_image || product.photos.find((photo) => photo.path)?.path || PLACEHOLDER_IMAGE;
}

// The description is HTML that needs sanitising before it is rendered, so this page shows plain text only.
function summaryText(product: ProductDetail): string {
  return htmlToPlainText(product.short_description || product.meta.description || '');
}

function choiceValues(product: ProductDetail, title: string) {
  const choice = product.choice_options.find((option) => option.title.toLowerCase() === title.toLowerCase());
  if (!choice) return [];
  return choice.options.map((value, index) => ({
    value,
    label: choice.alias_name[index] || value,
    colorCode: choice.color_codes?.[index],
  }));
}

export function ProductDetailTemplate({ product }: ProductDetailTemplateProps) {
  const colours = choiceValues(product, 'COLOR');
  const sizes = choiceValues(product, 'Size').sort((left, right) => compareSizes(left.value, right.value));
  const summary = summaryText(product);
  return (
    <div className={styles.page}>
      <Head>
        <title>{product.meta.title || product.name}</title>
        {product.meta.description && <meta name="description" content={product.meta.description} />}
      </Head>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          {product.breadCrumb.map((crumb) => (
            <li key={crumb.slug}>{crumb.name}</li>
          ))}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.media}>
          <img
            src={mainImage(product)}
            alt={product.name}
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            className={styles.image}
          />
        </div>
        <div className={styles.info}>
          <h1 className={styles.name}>{product.name}</h1>
          {product.style_code && <p className={styles.styleCode}>Style code: {product.style_code}</p>}
          <p className={styles.prices}>
            <span className={styles.price}>{formatTaka(product.main_price)}</span>
            {showsStrokedPrice(product) && (
              <del className={styles.strokedPrice}>
                <span className={styles.visuallyHidden}>Regular price </span>
                {formatTaka(product.stroked_price)}
              </del>
            )}
          </p>
          <p className={isSoldOut(product) ? styles.soldOut : styles.inStock}>
            {isSoldOut(product) ? 'Out of stock' : 'In stock'}
          </p>
          {colours.length > 0 && (
            <section className={styles.choice} aria-labelledby="colours-heading">
              <h2 id="colours-heading" className={styles.choiceTitle}>
                Colours
              </h2>
              <ul className={styles.values}>
                {colours.map((colour) => (
                  <li key={colour.value} className={styles.value}>
                    {colour.colorCode && (
                      <span
                        className={styles.swatch}
                        style={{ backgroundColor: colour.colorCode }}
                        aria-hidden="true"
                      />
                    )}
                    {colour.label}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {sizes.length > 0 && (
            <section className={styles.choice} aria-labelledby="sizes-heading">
              <h2 id="sizes-heading" className={styles.choiceTitle}>
                Sizes
              </h2>
              <ul className={styles.values}>
                {sizes.map((size) => (
                  <li key={size.value} className={styles.value}>
                    {size.label}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {summary && <p className={styles.summary}>{summary}</p>}
        </div>
      </div>
    </div>
  );
}

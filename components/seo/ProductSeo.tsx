import Head from 'next/head';
import { htmlToPlainText } from '@/components/product/plainText';
import type { ProductDetail } from '@/contract/catalog';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { CURRENCY_CODE } from '@/utils/money';
import { absoluteUrl } from '@/utils/siteUrl';
import { productPath } from '@/utils/sitePaths';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from '@/utils/structuredData';
import { JsonLd } from './JsonLd';
import { Seo } from './Seo';

export interface ProductSeoProps {
  product: ProductDetail;
  /** The site's origin, from `requestSiteUrl` in getServerSideProps. */
  siteUrl: string;
}

function productDescription(product: ProductDetail): string | undefined {
  return htmlToPlainText(product.meta.description || product.short_description || '') || undefined;
}

/** A product page's head: its meta and share tags, and JSON-LD for the product and its breadcrumb. */
export function ProductSeo({ product, siteUrl }: ProductSeoProps) {
  const shopName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const description = productDescription(product);
  const image = product.meta.image || product.thumbnail_image;
  return (
    <>
      <Seo
        title={product.name}
        shareTitle={product.meta.title || undefined}
        description={description}
        canonicalUrl={absoluteUrl(siteUrl, productPath(product.slug))}
        imageUrl={image ? absoluteUrl(siteUrl, image) : null}
        imageAlt={product.name}
        type="product"
      />
      <Head>
        <meta key="product:price:amount" property="product:price:amount" content={product.main_price.toFixed(2)} />
        <meta key="product:price:currency" property="product:price:currency" content={CURRENCY_CODE} />
      </Head>
      <JsonLd id="product" data={productJsonLd(product, { origin: siteUrl, shopName, description })} />
      <JsonLd id="breadcrumb" data={breadcrumbJsonLd(productCrumbs(product), siteUrl)} />
    </>
  );
}

import Head from 'next/head';
import type { ProductDetail } from '@/contract/catalog';
import { CURRENCY_CODE } from '@/utils/money';
import { absoluteUrl } from '@/utils/siteUrl';
import { productPath } from '@/utils/sitePaths';
import { JsonLd } from './JsonLd';
import type { ProductStructuredData } from './productStructuredData';
import { Seo } from './Seo';

export interface ProductSeoProps {
  product: ProductDetail;
  /** The site's origin, from `requestSiteUrl` in getServerSideProps. */
  siteUrl: string;
  /** From `productStructuredData` on the server. */
  structuredData: ProductStructuredData;
}

/** A product page's head: its meta and share tags, and JSON-LD for the product and its breadcrumb. */
export function ProductSeo({ product, siteUrl, structuredData }: ProductSeoProps) {
  // Made with the JSON-LD on the server, so that the page's script has no HTML-to-text code.
  const description = structuredData.product.description;
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
      <JsonLd id="product" data={structuredData.product} />
      <JsonLd id="breadcrumb" data={structuredData.breadcrumb} />
    </>
  );
}

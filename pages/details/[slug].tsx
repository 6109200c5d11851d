import type { GetServerSideProps } from 'next';
import {
  ProductDetailTemplate,
  type ProductDetailTemplateProps,
} from '@/components/product/ProductDetailTemplate';
import { ProductSeo } from '@/components/seo/ProductSeo';
import { describeRequestError } from '@/services/http';
import { getProductBySlug } from '@/services/products';
import { requestSiteUrl } from '@/services/seo';

type ProductDetailPageProps = ProductDetailTemplateProps & { siteUrl: string };

// An unknown slug gives null; any other failure answers 500 and logs one readable line, not the request object.
async function productOrNull(slug: string) {
  try {
    return await getProductBySlug(slug);
  } catch (error) {
    throw new Error(`Product "${slug}" could not be loaded: ${describeRequestError(error)}`);
  }
}

export const getServerSideProps: GetServerSideProps<ProductDetailPageProps, { slug: string }> = async ({
  params,
  req,
}) => {
  const product = await productOrNull(params?.slug ?? '');
  if (!product) return { notFound: true };
  return { props: { product, siteUrl: requestSiteUrl(req) } };
};

// ProductSeo comes after the template so that its head tags win over the template's own title.
export default function ProductDetailPage({ siteUrl, ...templateProps }: ProductDetailPageProps) {
  return (
    <>
      <ProductDetailTemplate {...templateProps} />
      <ProductSeo product={templateProps.product} siteUrl={siteUrl} />
    </>
  );
}

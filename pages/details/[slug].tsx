import type { GetServerSideProps } from 'next';
import {
  ProductDetailTemplate,
  type ProductDetailTemplateProps,
} from '@/components/product/ProductDetailTemplate';
import { describeRequestError } from '@/services/http';
import { getProductBySlug } from '@/services/products';
import { getBusinessSettings, siteBranding } from '@/services/settings';
import type { BusinessSetting } from '@/services/types';

// The header is decoration here: the product still renders when the settings cannot be read.
async function headerSettings(): Promise<BusinessSetting[]> {
  try {
    return await getBusinessSettings();
  } catch (error) {
    console.error(`Header settings could not be loaded: ${describeRequestError(error)}`);
    return [];
  }
}

// An unknown slug gives null; any other failure answers 500 and logs one readable line, not the request object.
async function productOrNull(slug: string) {
  try {
    return await getProductBySlug(slug);
  } catch (error) {
    throw new Error(`Product "${slug}" could not be loaded: ${describeRequestError(error)}`);
  }
}

export const getServerSideProps: GetServerSideProps<ProductDetailTemplateProps, { slug: string }> = async ({
  params,
}) => {
  const [product, settings] = await Promise.all([productOrNull(params?.slug ?? ''), headerSettings()]);
  if (!product) return { notFound: true };
  return { props: { product, branding: siteBranding(settings) } };
};

export default function ProductDetailPage(props: ProductDetailTemplateProps) {
  return <ProductDetailTemplate {...props} />;
}

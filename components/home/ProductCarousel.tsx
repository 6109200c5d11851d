import { Carousel, PRODUCT_CAROUSEL_BREAKPOINTS, PRODUCT_CAROUSEL_GAP } from '@/components/common/Carousel';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductListItem } from '@/contract/catalog';

interface ProductCarouselProps {
  label: string;
  products: ProductListItem[];
}

/** A row of product cards: 2 to 5 per view as the window widens. */
export default function ProductCarousel({ label, products }: ProductCarouselProps) {
  return (
    <Carousel
      label={label}
      items={products}
      itemKey={(product) => product.id}
      renderSlide={(product) => <ProductCard product={product} />}
      breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
      gap={PRODUCT_CAROUSEL_GAP}
      navigation
    />
  );
}

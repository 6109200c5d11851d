import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/ProductCard';
import { LocaleContext } from '@/hooks/useLocale';
import type { ProductListItem } from '@/contract/catalog';

const SOLD_OUT_SAREE: ProductListItem = {
  id: 9,
  name: 'Jamdani Saree',
  slug: 'jamdani-saree',
  thumbnail_image: '/media/products/saree/front.svg',
  hover_image: '/media/products/saree/back.svg',
  base_price: 1500,
  base_discounted_price: 1200,
  main_price: 1200,
  stroked_price: 1500,
  discount: 300,
  discount_percent: 20,
  has_discount: true,
  rating: 4,
  rating_count: 12,
  sales: 40,
  current_stock: 0,
  is_negative: 0,
  choice_options: [],
};

function renderCard(locale: 'en' | 'bn') {
  return render(
    <LocaleContext.Provider value={locale}>
      <ProductCard product={SOLD_OUT_SAREE} />
    </LocaleContext.Provider>,
  );
}

describe('ProductCard in Bangla', () => {
  it('shows prices, the discount and the rating in Bengali numerals', () => {
    renderCard('bn');
    expect(screen.getByText('৳১,২০০.০০')).toBeInTheDocument();
    expect(screen.getByText('৳১,৫০০.০০')).toBeInTheDocument();
    expect(screen.getByText('-২০%')).toBeInTheDocument();
    expect(screen.getByText('(১২)')).toBeInTheDocument();
    expect(screen.getByText(/৪\.০/)).toBeInTheDocument();
  });

  it('says sold out and offers the quick view in Bangla, the product name as the shop wrote it', () => {
    renderCard('bn');
    expect(screen.getByText('স্টক শেষ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কুইক ভিউ: Jamdani Saree' })).toHaveTextContent('কুইক ভিউ');
    expect(screen.getByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
  });

  it('keeps the English card exactly as before', () => {
    renderCard('en');
    expect(screen.getByText('৳1,200.00')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText(/4\.0/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick view: Jamdani Saree' })).toBeInTheDocument();
  });
});

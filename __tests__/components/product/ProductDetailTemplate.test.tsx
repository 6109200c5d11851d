import { render, screen, within } from '@testing-library/react';
import { ProductDetailTemplate } from '@/components/product/ProductDetailTemplate';
import type { ProductDetail } from '@/services/types';

function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: 'Cotton Panjabi - Maroon Embroidered',
    slug: 'cotton-panjabi-maroon-embroidered',
    thumbnail_image: '/media/products/panjabi/7a1f3d/front.svg',
    main_price: 2200,
    stroked_price: 2750,
    discount: 550,
    discount_percent: 20,
    has_discount: true,
    current_stock: 14,
    is_negative: 0,
    variant: [],
    choice_options: [
      { title: 'COLOR', options: ['Maroon', 'Navy'], alias_name: ['Maroon', 'Navy'], color_codes: ['#7a1f3d', '#1f2a44'] },
      { title: 'Size', options: ['44', 'XL', '40', 'M', 'L'], alias_name: ['44', 'XL', '40', 'M', 'L'] },
    ],
    photos: [],
    rating: 4.5,
    rating_count: 8,
    style_code: 'PNJ-1042',
    categories: [],
    breadCrumb: [
      { name: 'Men', slug: 'men' },
      { name: 'Panjabi', slug: 'men-panjabi' },
    ],
    description: '<p>Fine <strong>embroidery</strong></p><script>alert(1)</script>',
    short_description: '<p>Soft cotton with <em>hand embroidery</em>.</p><p>Wash cold &amp; dry in shade.</p>',
    meta: { title: 'Cotton Panjabi', description: 'Soft cotton panjabi', image: null },
    ...overrides,
  };
}

function renderProduct(overrides: Partial<ProductDetail> = {}) {
  return render(<ProductDetailTemplate product={productDetail(overrides)} />);
}

describe('ProductDetailTemplate', () => {
  it('shows the name as the page heading with the main image', () => {
    renderProduct();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cotton Panjabi - Maroon Embroidered');
    expect(screen.getByAltText('Cotton Panjabi - Maroon Embroidered')).toHaveAttribute(
      'src',
      '/media/products/panjabi/7a1f3d/front.svg',
    );
  });

  it('shows the price and the crossed-out stroked price in taka', () => {
    const { container } = renderProduct();
    expect(screen.getByText('৳2,200.00')).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent('৳2,750.00');
  });

  it('shows no stroked price without a discount', () => {
    const { container } = renderProduct({ has_discount: false, stroked_price: 2200, discount: 0 });
    expect(container.querySelector('del')).toBeNull();
  });

  it('lists the colours and the sizes in the shop’s size order', () => {
    renderProduct();
    const colours = within(screen.getByRole('region', { name: 'Colours' })).getAllByRole('listitem');
    expect(colours.map((item) => item.textContent)).toEqual(['Maroon', 'Navy']);
    const sizes = within(screen.getByRole('region', { name: 'Sizes' })).getAllByRole('listitem');
    expect(sizes.map((item) => item.textContent)).toEqual(['M', 'L', 'XL', '40', '44']);
  });

  it('shows the short description as plain text and never the description HTML', () => {
    const { container } = renderProduct();
    expect(screen.getByText('Soft cotton with hand embroidery. Wash cold & dry in shade.')).toBeInTheDocument();
    expect(container.querySelector('script, strong, em')).toBeNull();
  });

  it('says out of stock when nothing is left and selling at zero stock is not allowed', () => {
    const { rerender } = renderProduct({ current_stock: 0 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    rerender(
      <ProductDetailTemplate product={productDetail({ current_stock: 0, is_negative: 1 })} />,
    );
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('falls back to the first photo with a path, then to the placeholder', () => {
    const { rerender } = renderProduct({
      thumbnail_image: null,
      photos: [
        { variant: 'Maroon', path: null },
        { variant: 'Maroon', path: '/media/products/panjabi/7a1f3d/back.svg' },
      ],
    });
    expect(screen.getByAltText('Cotton Panjabi - Maroon Embroidered')).toHaveAttribute(
      'src',
      '/media/products/panjabi/7a1f3d/back.svg',
    );
    rerender(<ProductDetailTemplate product={productDetail({ thumbnail_image: null })} />);
    expect(screen.getByAltText('Cotton Panjabi - Maroon Embroidered')).toHaveAttribute('src', '/media/brand/placeholder.svg');
  });

  it('links the breadcrumb back home and names the categories', () => {
    renderProduct();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Men');
    expect(breadcrumb).toHaveTextContent('Panjabi');
  });
});

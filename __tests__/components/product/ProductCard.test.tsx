import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductListItem } from '@/contract/catalog';

function listItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 7,
    name: 'Cotton Panjabi - Maroon Embroidered',
    slug: 'cotton-panjabi-maroon-embroidered',
    thumbnail_image: '/media/products/panjabi/7a1f3d/front.svg',
    hover_image: '/media/products/panjabi/7a1f3d/back.svg',
    base_price: 2450,
    base_discounted_price: 2450,
    main_price: 2450,
    stroked_price: 2450,
    discount: 0,
    discount_percent: 0,
    has_discount: false,
    rating: 4.5,
    rating_count: 12,
    sales: 40,
    current_stock: 18,
    is_negative: 0,
    choice_options: [],
    ...overrides,
  };
}

const discounted = listItem({
  main_price: 1200,
  base_discounted_price: 1200,
  stroked_price: 1500,
  base_price: 1500,
  discount: 300,
  discount_percent: 20,
  has_discount: true,
});

describe('ProductCard', () => {
  it('shows the name as a link to the product page', () => {
    render(<ProductCard product={listItem()} />);
    const link = screen.getByRole('link', { name: 'Cotton Panjabi - Maroon Embroidered' });
    expect(link).toHaveAttribute('href', '/details/cotton-panjabi-maroon-embroidered');
  });

  it('shows the product image with its name as alt text and fixed dimensions', () => {
    render(<ProductCard product={listItem()} />);
    const image = screen.getByAltText('Cotton Panjabi - Maroon Embroidered');
    expect(image).toHaveAttribute('src', '/media/products/panjabi/7a1f3d/front.svg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('formats the price in taka with two decimals', () => {
    render(<ProductCard product={listItem()} />);
    expect(screen.getByText('৳2,450.00')).toBeInTheDocument();
  });

  it('shows no crossed-out price or badge without a discount', () => {
    const { container } = render(<ProductCard product={listItem()} />);
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
  });

  it('crosses out the stroked price and shows the discount badge with a discount', () => {
    const { container } = render(<ProductCard product={discounted} />);
    expect(screen.getByText('৳1,200.00')).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent('৳1,500.00');
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it('loads images lazily unless told the card is in the first row', () => {
    const { rerender } = render(<ProductCard product={listItem()} />);
    expect(screen.getByAltText(listItem().name)).toHaveAttribute('loading', 'lazy');
    rerender(<ProductCard product={listItem()} imageLoading="eager" />);
    expect(screen.getByAltText(listItem().name)).toHaveAttribute('loading', 'eager');
  });

  it('marks a product without stock as sold out unless it may be sold at zero stock', () => {
    const { rerender } = render(<ProductCard product={listItem({ current_stock: 0 })} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    rerender(<ProductCard product={listItem({ current_stock: 0, is_negative: 1 })} />);
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('falls back to the placeholder image when the product has none', () => {
    render(<ProductCard product={listItem({ thumbnail_image: null })} />);
    expect(screen.getByAltText(listItem().name)).toHaveAttribute('src', '/media/brand/placeholder.svg');
  });

  it('lays out its picture, quick view, name, prices and rating with no wrapper around them', () => {
    render(<ProductCard product={discounted} />);
    const card = screen.getByRole('article');
    expect([...card.children].map((child) => child.tagName)).toEqual(['A', 'BUTTON', 'H3', 'P', 'P']);
    expect(card.children[0]).toContainElement(screen.getByAltText(discounted.name));
    expect(card.children[1]).toHaveAccessibleName(`Quick view: ${discounted.name}`);
    expect(card.children[3]).toHaveTextContent('৳1,200.00Regular price ৳1,500.00');
    expect(card.children[4]).toHaveTextContent('★ 4.5 (12)');
    expect(card.querySelectorAll('*')).toHaveLength(13);
  });
});

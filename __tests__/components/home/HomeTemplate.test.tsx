import { render, screen, within } from '@testing-library/react';
import { HomeTemplate, type HomeTemplateProps } from '@/components/home/HomeTemplate';
import type { ProductListItem } from '@/services/types';

function listItem(id: number, name: string): ProductListItem {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    thumbnail_image: `/media/products/tshirt/222222/front.svg`,
    hover_image: null,
    base_price: 950,
    base_discounted_price: 950,
    main_price: 950,
    stroked_price: 950,
    discount: 0,
    discount_percent: 0,
    has_discount: false,
    rating: 0,
    rating_count: 0,
    sales: 0,
    current_stock: 5,
    is_negative: 0,
    choice_options: [],
  };
}

const featured = Array.from({ length: 6 }, (_, index) => listItem(index + 1, `Featured Tee ${index + 1}`));
const newArrivals = [listItem(20, 'Jamdani Saree'), listItem(21, 'Slim Fit Denim Jeans')];

const baseProps: HomeTemplateProps = {
  featuredProducts: featured,
  newArrivalProducts: newArrivals,
  errorMessage: null,
};

describe('HomeTemplate', () => {
  it('shows featured products and new arrivals in their own grids', () => {
    render(<HomeTemplate {...baseProps} />);
    const featuredGrid = screen.getByRole('region', { name: 'Featured' });
    const newArrivalGrid = screen.getByRole('region', { name: 'New arrivals' });
    expect(within(featuredGrid).getAllByRole('listitem')).toHaveLength(6);
    expect(within(newArrivalGrid).getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute(
      'href',
      '/details/jamdani-saree',
    );
  });

  it('loads only the first row of the first grid eagerly', () => {
    const { container } = render(<HomeTemplate {...baseProps} />);
    const loading = within(container)
      .getAllByRole('img', { hidden: true })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('leaves out a grid that has no products', () => {
    render(<HomeTemplate {...baseProps} newArrivalProducts={[]} />);
    expect(screen.queryByRole('region', { name: 'New arrivals' })).not.toBeInTheDocument();
  });

  it('shows the error message when the shop could not be loaded', () => {
    render(
      <HomeTemplate
        {...baseProps}
        featuredProducts={[]}
        newArrivalProducts={[]}
        errorMessage="The shop could not be loaded right now."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The shop could not be loaded right now.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

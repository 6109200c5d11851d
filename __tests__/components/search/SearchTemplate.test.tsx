import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { listingPageOf } from '@/components/category/listingPage';
import { SearchTemplate, type SearchTemplateProps } from '@/components/search/SearchTemplate';
import type { CategoryTile } from '@/contract/catalog';
import { EMPTY_LISTING } from '@/utils/listingQuery';
import { LINEN_SHIRT, OXFORD_SHIRT, listingResponse } from '../category/support/catalog';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';

const POPULAR: CategoryTile[] = [
  { id: 1, name: 'Men', slug: 'men', icon: '/media/icons/shirt/1f2a4a.svg', banner: null, cover_image: null, number_of_products: 20 },
  { id: 4, name: 'Panjabi', slug: 'panjabi', icon: null, banner: null, cover_image: null, number_of_products: 19 },
];

function renderSearch(overrides: Partial<SearchTemplateProps> = {}) {
  const router = createTestRouter('/search');
  const user = userEvent.setup();
  const props: SearchTemplateProps = {
    term: 'shirt',
    listing: listingPageOf(listingResponse([OXFORD_SHIRT, LINEN_SHIRT], { page: 2, lastPage: 3, total: 26 })),
    state: { ...EMPTY_LISTING, page: 2 },
    popularCategories: [],
    ...overrides,
  };
  renderWidget(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <SearchTemplate {...props} />
    </HeadManagerContext.Provider>,
    { router, preloadedState: { settings: settingsWith({ settings: { site_name: 'Rongdhonu' } }) } },
  );
  return { router, user };
}

describe('SearchTemplate', () => {
  it('shows the products found with their count, in the listing grid', async () => {
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeInTheDocument();
    expect(screen.getByText('26 products')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Products matching shirt' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Search results for “shirt” | Rongdhonu'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('sorts through the URL, keeping the term and starting again at page 1', async () => {
    const { router, user } = renderSearch();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(router.push).toHaveBeenCalledWith('/search?q=shirt&order_by=price_high_to_low', undefined, { scroll: false });
  });

  it('paginates with links that keep the term', () => {
    renderSearch({ term: 'cotton shirt' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=cotton%20shirt');
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=cotton%20shirt&page=3');
  });

  it('says when nothing was found and offers the home page and popular categories', () => {
    renderSearch({ term: 'zzz', listing: listingPageOf(listingResponse([], { minPrice: 0, maxPrice: 0 })), popularCategories: POPULAR });

    expect(screen.getByRole('heading', { name: 'No products found for “zzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    const popular = screen.getByRole('navigation', { name: 'Popular categories' });
    expect(within(popular).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/category/men');
    expect(within(popular).getByRole('link', { name: 'Panjabi' })).toHaveAttribute('href', '/category/panjabi');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('asks what to look for when opened without a term', () => {
    renderSearch({ term: '', listing: null, popularCategories: POPULAR });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('navigation', { name: 'Popular categories' })).toBeInTheDocument();
  });
});

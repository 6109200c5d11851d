import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { CategoryTemplate, type CategoryTemplateProps } from '@/components/category/CategoryTemplate';
import { subCategoryNavigation } from '@/components/category/categoryTree';
import { listingPageOf } from '@/components/category/listingPage';
import { EMPTY_LISTING, type ListingState } from '@/utils/listingQuery';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';
import { CATEGORY_TREE, LINEN_SHIRT, MEN_FACETS, OXFORD_SHIRT, SLIM_JEANS, listingResponse } from './support/catalog';

function props(overrides: Partial<CategoryTemplateProps> = {}): CategoryTemplateProps {
  return {
    category: { name: 'Men', slug: 'men', metaTitle: null, metaDescription: null },
    trail: [],
    subCategories: subCategoryNavigation(CATEGORY_TREE, 'men'),
    colors: MEN_FACETS.colors,
    sizes: MEN_FACETS.sizes,
    listing: listingPageOf(listingResponse([OXFORD_SHIRT, LINEN_SHIRT, SLIM_JEANS])),
    state: EMPTY_LISTING,
    siteUrl: 'https://shop.example',
    ...overrides,
  };
}

function renderCategory(overrides: Partial<CategoryTemplateProps> = {}) {
  const router = createTestRouter('/category/[slug]');
  const user = userEvent.setup();
  const view = renderWidget(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <CategoryTemplate {...props(overrides)} />
    </HeadManagerContext.Provider>,
    { router, preloadedState: { settings: settingsWith({ settings: { site_name: 'Rongdhonu' } }) } },
  );
  return { ...view, router, user };
}

const pushedUrls = (router: ReturnType<typeof createTestRouter>) => router.push.mock.calls.map((call) => call[0]);

const filtered = (state: Partial<ListingState>): ListingState => ({ ...EMPTY_LISTING, ...state });

describe('CategoryTemplate', () => {
  it('shows the category with its breadcrumb, product count and product cards', () => {
    renderCategory({ trail: [{ name: 'Men', slug: 'men' }], category: { name: 'Casual Shirts', slug: 'men-casual-shirts', metaTitle: null, metaDescription: null } });

    expect(screen.getByRole('heading', { level: 1, name: 'Casual Shirts' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/category/men');
    expect(within(breadcrumb).getByText('Casual Shirts')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 products')).toBeInTheDocument();

    const grid = screen.getByRole('list', { name: 'Casual Shirts products' });
    expect(within(grid).getByRole('link', { name: 'Oxford Cotton Casual Shirt' })).toHaveAttribute(
      'href',
      '/details/oxford-cotton-casual-shirt',
    );
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
  });

  it('fetches the first phone row’s pictures first, the first desktop row’s at once and the rest lazily', () => {
    renderCategory();
    // The pictures sit in links hidden from assistive technology (the card's title link names the product).
    const pictures = [...screen.getByRole('list', { name: 'Men products' }).querySelectorAll('img')];
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', null],
    ]);
  });

  it('links to each sub-category’s own listing', () => {
    renderCategory();
    const sideLinks = screen.getByRole('region', { name: 'Men' });
    expect(within(sideLinks).getByRole('link', { name: /Casual Shirts/ })).toHaveAttribute('href', '/category/men-casual-shirts');
    expect(within(sideLinks).getByRole('link', { name: /Jeans/ })).toHaveAttribute('href', '/category/men-jeans');
  });

  it('titles the page from the category and points the canonical link at the unfiltered listing', async () => {
    renderCategory({ state: filtered({ sizes: ['M'], sort: 'popularity' }) });
    await waitFor(() => expect(document.title).toBe('Men | Rongdhonu'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example/category/men');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Shop Men at Rongdhonu: Casual Shirts, Jeans. Prices in taka, filter by size, color and price.',
    );
  });

  it('keeps the page in the canonical link and title, and links the neighbouring pages', async () => {
    renderCategory({
      state: filtered({ colors: ['Navy'], page: 2 }),
      listing: listingPageOf(listingResponse([OXFORD_SHIRT], { page: 2, lastPage: 3, total: 30 })),
    });
    await waitFor(() => expect(document.title).toBe('Men – Page 2 | Rongdhonu'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example/category/men?page=2');
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', '/category/men?color=Navy');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', '/category/men?color=Navy&page=3');
  });

  it('describes the breadcrumb to crawlers as structured data', async () => {
    renderCategory({ trail: [{ name: 'Men', slug: 'men' }], category: { name: 'Jeans', slug: 'men-jeans', metaTitle: null, metaDescription: null } });
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const breadcrumb = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'https://shop.example/'],
      ['Men', 'https://shop.example/category/men'],
      ['Jeans', 'https://shop.example/category/men-jeans'],
    ]);
  });

  it('shares the category’s own meta title and describes it with its meta description', async () => {
    renderCategory({ category: { name: 'Men', slug: 'men', metaTitle: 'Menswear in Dhaka', metaDescription: 'Shirts and jeans for men.' } });
    await waitFor(() => expect(document.title).toBe('Men | Rongdhonu'));
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Menswear in Dhaka');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Shirts and jeans for men.');
  });

  it('puts a chosen size into the URL and starts again at page 1', async () => {
    const { router, user } = renderCategory({ state: filtered({ colors: ['Navy'], page: 2 }), listing: listingPageOf(listingResponse([OXFORD_SHIRT], { page: 2, lastPage: 2, total: 13 })) });

    await user.click(screen.getByRole('checkbox', { name: 'M' }));

    expect(pushedUrls(router)).toEqual(['/category/men?color=Navy&size=M']);
    expect(router.push).toHaveBeenCalledWith('/category/men?color=Navy&size=M', undefined, { scroll: false });
  });

  it('shows the chosen filter at once and marks the listing busy while the new listing loads', async () => {
    const { router, user } = renderCategory();
    router.push.mockImplementation(() => new Promise<boolean>(() => undefined));

    await user.click(screen.getByRole('checkbox', { name: 'M' }));

    expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Men products' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the filters in force as checked and takes a colour out when it is unchecked', async () => {
    const { router, user } = renderCategory({ state: filtered({ colors: ['Navy', 'Black'], sizes: ['M'] }) });
    expect(screen.getByRole('checkbox', { name: 'Navy' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'White' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));

    expect(pushedUrls(router)).toEqual(['/category/men?color=Black&size=M']);
  });

  it('applies a typed price range', async () => {
    const { router, user } = renderCategory();
    const minimum = screen.getByRole('spinbutton', { name: 'Min price' });
    const maximum = screen.getByRole('spinbutton', { name: 'Max price' });
    expect(minimum).toHaveValue(1460);
    expect(maximum).toHaveValue(3890);

    await user.clear(minimum);
    await user.type(minimum, '2000');
    await user.clear(maximum);
    await user.type(maximum, '3000{Enter}');

    expect(pushedUrls(router)).toEqual(['/category/men?min_price=2000&max_price=3000']);
  });

  it('moves the price range with the slider, one thumb never passing the other, and applies it with the button', async () => {
    const { router, user } = renderCategory({ state: filtered({ page: 3 }) });
    // jsdom does not move range inputs by key, so the slider is set as a drag sets it, with input events.
    fireEvent.input(screen.getByRole('slider', { name: 'Lowest price' }), { target: { value: '1480' } });
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(1480);
    fireEvent.input(screen.getByRole('slider', { name: 'Highest price' }), { target: { value: '1200' } });
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(1480);
    fireEvent.input(screen.getByRole('slider', { name: 'Highest price' }), { target: { value: '3890' } });

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(pushedUrls(router)).toEqual(['/category/men?min_price=1480']);
  });

  it('sorts through the URL, back at page 1', async () => {
    const { router, user } = renderCategory({ state: filtered({ sizes: ['M'], page: 2 }) });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    expect(pushedUrls(router)).toEqual(['/category/men?size=M&order_by=price_low_to_high']);
  });

  it('offers every sort the listing supports', () => {
    renderCategory({ state: filtered({ sort: 'popularity' }) });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Popularity',
    ]);
    expect(sort).toHaveValue('popularity');
  });

  it('paginates with real links that keep the filters, marked prev and next', () => {
    renderCategory({
      state: filtered({ sizes: ['M'], page: 2 }),
      listing: listingPageOf(listingResponse([OXFORD_SHIRT], { page: 2, lastPage: 3, total: 30 })),
    });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });

    const previous = within(pagination).getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('href', '/category/men?size=M');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(pagination).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/category/men?size=M&page=3');
    expect(next).toHaveAttribute('rel', 'next');
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/category/men?size=M&page=3');
  });

  it('has no previous link on the first page, no next link on the last, and no pagination for one page', () => {
    const { unmount } = renderCategory({ listing: listingPageOf(listingResponse([OXFORD_SHIRT], { page: 1, lastPage: 2, total: 13 })) });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/men?page=2');
    unmount();

    renderCategory();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('lists the filters in force with links that remove each one or all of them', () => {
    renderCategory({ state: filtered({ colors: ['Navy'], sizes: ['M'], minPrice: 500, sort: 'popularity' }) });
    const inUse = screen.getByRole('list', { name: 'Filters in use' });

    expect(within(inUse).getByRole('link', { name: 'Remove filter Navy' })).toHaveAttribute(
      'href',
      '/category/men?size=M&min_price=500&order_by=popularity',
    );
    expect(within(inUse).getByRole('link', { name: 'Remove filter Size M' })).toHaveAttribute(
      'href',
      '/category/men?color=Navy&min_price=500&order_by=popularity',
    );
    expect(within(inUse).getByRole('link', { name: /Remove filter From ৳500.00/ })).toHaveAttribute(
      'href',
      '/category/men?color=Navy&size=M&order_by=popularity',
    );
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]).toHaveAttribute('href', '/category/men?order_by=popularity');
  });

  it('says when no product matches the filters and offers to clear them', () => {
    renderCategory({ state: filtered({ sizes: ['XS'], page: 1 }), listing: listingPageOf(listingResponse([], { minPrice: 0, maxPrice: 0 })) });

    expect(screen.getByRole('heading', { name: 'No products match these filters' })).toBeInTheDocument();
    const clearLinks = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(clearLinks.length).toBeGreaterThan(0);
    clearLinks.forEach((link) => expect(link).toHaveAttribute('href', '/category/men'));
    expect(screen.queryByRole('list', { name: 'Men products' })).not.toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });

  it('says so when a category has no products at all, with a way back to the shop', () => {
    renderCategory({ listing: listingPageOf(listingResponse([], { minPrice: 0, maxPrice: 0 })) });

    expect(screen.getByRole('heading', { name: 'No products in Men yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens the filters as a dialog on phones, closes it with Escape and returns focus', async () => {
    const { user } = renderCategory({ state: filtered({ sizes: ['M', 'L'] }) });
    const opener = screen.getByRole('button', { name: /Filters/ });
    expect(opener).toHaveTextContent('2');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(within(drawer).getByRole('button', { name: 'Show 3 products' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the drawer open while filters change and closes it with its button', async () => {
    const { router, user } = renderCategory();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });

    await user.click(within(drawer).getByRole('checkbox', { name: 'Black' }));
    expect(pushedUrls(router)).toEqual(['/category/men?color=Black']);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Show 3 products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SearchBox } from '@/components/search/SearchBox';
import { SUGGESTION_DEBOUNCE_MS } from '@/components/search/useSearchSuggestions';
import { API } from '../../store/support/fakeShop';
import { createTestRouter, hydrateWidget, renderWidget } from '../common/support/renderWidget';
import { CATEGORY_TREE, LINEN_SHIRT, OXFORD_SHIRT, SLIM_JEANS, listingResponse } from '../category/support/catalog';

const CATALOG = [OXFORD_SHIRT, LINEN_SHIRT, SLIM_JEANS];

const server = setupServer();
let productSearches: string[];
let categoryRequests: number;
/** Milliseconds the API takes to answer a search, by term. */
let answerDelays: Record<string, number>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  productSearches = [];
  categoryRequests = 0;
  answerDelays = {};
  server.use(
    http.get(`${API}/v3/products`, async ({ request }) => {
      const url = new URL(request.url);
      const term = url.searchParams.get('search') ?? '';
      productSearches.push(term);
      if (answerDelays[term]) await delay(answerDelays[term]);
      const matches = CATALOG.filter((product) => product.name.toLowerCase().includes(term.toLowerCase()));
      return HttpResponse.json(listingResponse(matches.slice(0, Number(url.searchParams.get('limit') ?? 20))));
    }),
    http.get(`${API}/v2/categories`, () => {
      categoryRequests += 1;
      return HttpResponse.json({ success: true, status: 200, data: CATEGORY_TREE });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSearchBox(router = createTestRouter('/')) {
  const user = userEvent.setup();
  return { ...renderWidget(<SearchBox />, { router }), router, user };
}

const searchField = () => screen.getByRole('combobox', { name: 'Search products' });
const suggestionList = () => screen.getByRole('listbox', { name: 'Search suggestions' });
const optionNames = () => within(suggestionList()).getAllByRole('option').map((option) => option.textContent);

async function typeAndWaitForSuggestions(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(searchField(), text);
  await waitFor(() => expect(searchField()).toHaveAttribute('aria-expanded', 'true'));
}

describe('SearchBox', () => {
  it('is a search form that opens /search?q= without scripts', () => {
    renderSearchBox();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(searchField()).toHaveAttribute('name', 'q');
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes over what the shopper typed before the scripts arrived: suggestions, then Enter searches for it', async () => {
    const router = createTestRouter('/');
    const user = userEvent.setup();
    hydrateWidget(<SearchBox />, {
      router,
      beforeHydration: (container) => {
        const input = container.querySelector('input')!;
        input.focus();
        input.value = 'shirt';
      },
    });

    await waitFor(() => expect(productSearches).toEqual(['shirt']));
    await waitFor(() => expect(searchField()).toHaveAttribute('aria-expanded', 'true'));
    expect(searchField()).toHaveValue('shirt');
    expect(within(suggestionList()).getByText(OXFORD_SHIRT.name)).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=shirt');
  });

  it('asks for nothing until two characters are typed', async () => {
    const { user } = renderSearchBox();
    await user.type(searchField(), 's');
    await new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS + 100));
    expect(productSearches).toEqual([]);
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('waits for a pause in typing and asks once for the whole term', async () => {
    const { user } = renderSearchBox();
    await user.type(searchField(), 'shirt');
    await new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS / 2));
    expect(productSearches).toEqual([]);

    await waitFor(() => expect(productSearches).toEqual(['shirt']));
    await waitFor(() => expect(searchField()).toHaveAttribute('aria-expanded', 'true'));
    await new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS));
    expect(productSearches).toEqual(['shirt']);
  });

  it('suggests matching categories with their parents and products with their prices', async () => {
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');

    const categories = within(suggestionList()).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Casual Shirtsin Men');
    const products = within(suggestionList()).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Oxford Cotton Casual Shirt৳1,500.00',
      'Linen Blend Half Sleeve Shirt৳1,590.00',
    ]);
    expect(optionNames().at(-1)).toBe('Search for “shirt”');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('loads the category tree once for all searches', async () => {
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');
    await user.clear(searchField());
    await typeAndWaitForSuggestions(user, 'jeans');
    await waitFor(() => expect(optionNames()[0]).toBe('Jeansin Men'));
    expect(categoryRequests).toBe(1);
  });

  it('moves through the suggestions with the arrow keys, marking the active one', async () => {
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');
    const options = within(suggestionList()).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(searchField()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchField()).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchField()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(searchField()).toHaveAttribute('aria-activedescendant', options[3].id);
    expect(options[3]).toHaveTextContent('Search for “shirt”');
    expect(searchField()).toHaveFocus();
  });

  it('opens the active suggestion with Enter', async () => {
    const { router, user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(router.push).toHaveBeenCalledWith('/details/oxford-cotton-casual-shirt');
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category suggestion that is clicked', async () => {
    const { router, user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');

    await user.click(within(suggestionList()).getByRole('option', { name: /Casual Shirts/ }));

    expect(router.push).toHaveBeenCalledWith('/category/men-casual-shirts');
  });

  it('searches for the typed term with Enter when no suggestion is active, or with the button', async () => {
    const { router, user } = renderSearchBox();
    await user.type(searchField(), ' cotton & silk {Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/search?q=cotton%20%26%20silk');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledTimes(2);
    expect(router.push).toHaveBeenLastCalledWith('/search?q=cotton%20%26%20silk');
  });

  it('does not search for nothing', async () => {
    const { router, user } = renderSearchBox();
    await user.type(searchField(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closes the suggestions with Escape, then clears the box with a second Escape', async () => {
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');

    await user.keyboard('{ArrowDown}{Escape}');
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
    expect(searchField()).not.toHaveAttribute('aria-activedescendant');
    expect(searchField()).toHaveValue('shirt');

    await user.keyboard('{Escape}');
    expect(searchField()).toHaveValue('');
  });

  it('closes the suggestions when the box loses focus and shows them again on return', async () => {
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');

    await user.tab();
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');

    await user.click(searchField());
    expect(searchField()).toHaveAttribute('aria-expanded', 'true');
  });

  it('never lets a slower answer for an older term replace the newer one', async () => {
    answerDelays = { sh: 600 };
    const { user } = renderSearchBox();
    await user.type(searchField(), 'sh');
    await waitFor(() => expect(productSearches).toEqual(['sh']));

    await user.type(searchField(), 'irt sleeve');
    await waitFor(() => expect(productSearches).toEqual(['sh', 'shirt sleeve']));
    await waitFor(() => expect(searchField()).toHaveAttribute('aria-expanded', 'true'));
    expect(optionNames()).toEqual(['Search for “shirt sleeve”']);
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions');

    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(optionNames()).toEqual(['Search for “shirt sleeve”']);
  });

  it('still offers the full search when suggestions cannot be loaded', async () => {
    server.use(http.get(`${API}/v3/products`, () => HttpResponse.json({ result: false, message: 'Something went wrong' }, { status: 500 })));
    const { user } = renderSearchBox();
    await typeAndWaitForSuggestions(user, 'shirt');
    expect(optionNames()).toEqual(['Search for “shirt”']);
  });

  it('shows the term of the search results page it is on', () => {
    const router = createTestRouter('/search');
    router.query = { q: 'saree' };
    router.asPath = '/search?q=saree';
    renderSearchBox(router);
    expect(searchField()).toHaveValue('saree');
  });
});

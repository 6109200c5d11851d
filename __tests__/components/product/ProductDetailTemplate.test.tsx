import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ProductDetailTemplate, type ProductDetailTemplateProps } from '@/components/product/ProductDetailTemplate';
import type { ProductDetail } from '@/contract/catalog';
import type { ProductReviewsResponse } from '@/contract/reviews';
import { makeStore } from '@/store/store';
import { RECENTLY_VIEWED_KEY } from '@/utils/recentlyViewed';
import { GUEST_SESSION, resetBrowser } from '../../store/support/browser';
import { API, createFakeShop } from '../../store/support/fakeShop';
import { createTestRouter, hydrateStreamedWidget, renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, listItem, PANJABI_VARIANTS, panjabi, settleLazyParts } from './support/productFixtures';

jest.mock('swiper', () => jest.requireActual('../home/support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('../home/support/fakeSwiper').swiperModules);

const server = setupServer();

// The product as the page and the API know it: one review, as the server-rendered first page says.
const reviewedPanjabi = (overrides: Partial<ProductDetail> = {}) => panjabi({ rating_count: 1, ...overrides });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  server.use(...createFakeShop().handlers, ...catalogHandlers(reviewedPanjabi()));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REVIEWS: ProductReviewsResponse = {
  success: true,
  status: 200,
  data: [{ id: 1, user_name: 'Nusrat Jahan', rating: 5, comment: 'Lovely embroidery.', upvote_count: 4, time_date: '2026-11-21T16:19:28.432Z' }],
  meta: { current_page: 1, from: 1, last_page: 1, path: '/v2/reviews/product/12', per_page: 5, to: 1, total: 1 },
  links: { first: null, last: null, prev: null, next: null },
  summary: { average: 5, count: 1, breakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } },
};

function templateProps(product: ProductDetail = reviewedPanjabi()): ProductDetailTemplateProps {
  return {
    product,
    reviews: REVIEWS,
    relatedProducts: [listItem(40, 'Silk Panjabi'), listItem(41, 'Linen Panjabi')],
    summary: 'Soft cotton with hand embroidery.',
    shareUrl: 'https://shop.example/details/cotton-panjabi',
  };
}

async function renderTemplate(props: ProductDetailTemplateProps = templateProps()) {
  const rendered = renderWidget(<ProductDetailTemplate {...props} />, { preloadedState: { auth: GUEST_SESSION } });
  await settleLazyParts();
  return { user: userEvent.setup(), ...rendered };
}

const mainImage = () => screen.getByAltText(/^Cotton Panjabi, photo 1 of/);

describe('ProductDetailTemplate', () => {
  it('shows the name as the page heading and the breadcrumb to its categories', async () => {
    await renderTemplate();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cotton Panjabi');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Panjabi' })).toHaveAttribute('href', '/category/men-panjabi');
  });

  it('server-renders the first photo as a sized, eager, high-priority image', () => {
    const html = renderToString(
      <RouterContext.Provider value={createTestRouter('/details/cotton-panjabi')}>
        <Provider store={makeStore()}>
          <ProductDetailTemplate {...templateProps()} />
        </Provider>
      </RouterContext.Provider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const image = page.querySelector('img[alt="Cotton Panjabi, photo 1 of 2"]');
    expect(image).toHaveAttribute('src', '/media/products/panjabi/white/front.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image?.getAttribute('fetchpriority') ?? image?.getAttribute('fetchPriority')).toBe('high');
  });

  it('swaps the gallery to the chosen colour’s photos', async () => {
    const { user } = await renderTemplate();
    expect(mainImage()).toHaveAttribute('src', '/media/products/panjabi/white/front.svg');
    await user.click(screen.getByRole('button', { name: 'Maroon' }));
    expect(mainImage()).toHaveAttribute('src', '/media/products/panjabi/maroon/front.svg');
    const gallery = mainImage().closest('div')!.parentElement!;
    const paths = [...gallery.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(paths).not.toContain('/media/products/panjabi/white/front.svg');
    expect(paths).toContain('/media/products/panjabi/maroon/back.svg');
  });

  it('starts the photo slider on the server’s photo, keeping its element, with the thumbnails driving it', async () => {
    let servedPhoto: HTMLElement | null = null;
    const { container } = await hydrateStreamedWidget(<ProductDetailTemplate {...templateProps()} />, {
      preloadedState: { auth: GUEST_SESSION },
      beforeHydration: (page) => {
        servedPhoto = within(page).getByAltText('Cotton Panjabi, photo 1 of 2');
        expect(page.querySelectorAll('.swiper-slide img')).toHaveLength(1);
      },
    });
    await waitFor(() => expect(container.querySelectorAll('.swiper-initialized')).toHaveLength(2));
    expect(mainImage()).toBe(servedPhoto);
    expect(servedPhoto!.isConnected).toBe(true);
    const [slider, strip] = container.querySelectorAll<HTMLElement>('.swiper-initialized');
    expect(slider).toContainElement(servedPhoto);
    expect([...slider.querySelectorAll('.swiper-slide img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Cotton Panjabi, photo 1 of 2',
      'Cotton Panjabi, photo 2 of 2',
    ]);
    expect(strip.querySelectorAll('.swiper-slide img')).toHaveLength(2);
  });

  it('puts the hover magnifier on the main photo', async () => {
    const { container } = await renderTemplate();
    const frame = mainImage().closest('.swiper')!.parentElement!;
    const hover = new MouseEvent('pointerenter', { clientX: 10, clientY: 10 });
    Object.defineProperty(hover, 'pointerType', { value: 'mouse' });
    fireEvent(frame, hover);
    const lens = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-zoom]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(lens.style.backgroundImage).toContain('/media/products/panjabi/white/front.svg');
    fireEvent.pointerLeave(frame);
    expect(container.querySelector('[data-zoom]')).toBeNull();
  });

  it('shows the default image for photos without a path', async () => {
    const product = reviewedPanjabi({ photos: [{ variant: null, path: null }] });
    product.choice_options[0] = { ...product.choice_options[0], color_wise_images: {} };
    server.use(...catalogHandlers(product));
    await renderTemplate(templateProps(product));
    expect(screen.getByAltText('Cotton Panjabi')).toHaveAttribute('src', '/media/brand/placeholder.svg');
  });

  it('renders the description sanitised', async () => {
    await renderTemplate();
    const description = screen.getByRole('region', { name: 'Description' });
    expect((await within(description).findByText('embroidery')).tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
  });

  it('shows the server-rendered reviews with their summary once their part has loaded', async () => {
    await renderTemplate();
    const reviews = await screen.findByRole('region', { name: 'Reviews (1)' });
    expect(within(reviews).getByText('Lovely embroidery.')).toBeInTheDocument();
    expect(within(reviews).getByText('Based on 1 review')).toBeInTheDocument();
  });

  it('renders the reviews on the server and hydrates them after the page, keeping their elements, with no hydration error', async () => {
    const errors = jest.spyOn(console, 'error');
    try {
      let servedReview: HTMLElement | null = null;
      await hydrateStreamedWidget(<ProductDetailTemplate {...templateProps()} />, {
        preloadedState: { auth: GUEST_SESSION },
        beforeHydration: (page) => {
          servedReview = within(page).getByText('Lovely embroidery.');
        },
      });
      await settleLazyParts();
      await waitFor(() => expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[12]'));
      expect(screen.getByText('Lovely embroidery.')).toBe(servedReview);
      expect(errors.mock.calls.flat().map(String).filter((message) => /hydrat/i.test(message))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('lists the related products', async () => {
    await renderTemplate();
    const related = screen.getByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('link', { name: 'Silk Panjabi' })).toHaveAttribute('href', '/details/silk-panjabi');
  });

  it('shows the products viewed before and remembers this one first', async () => {
    let askedIds: string | null = null;
    server.use(
      http.get(`${API}/v3/products/recently-viewed`, ({ request }) => {
        askedIds = new URL(request.url).searchParams.get('ids');
        return HttpResponse.json({ success: true, status: 200, data: [listItem(30, 'Jamdani Saree')] });
      }),
    );
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([30, 12]));
    await renderTemplate();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
    expect(askedIds).toBe('30');
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([12, 30]);
  });

  it('shows no recently viewed products on a first visit', async () => {
    await renderTemplate();
    await waitFor(() => expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[12]'));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });
});

describe('ProductDetailTemplate served from a cache', () => {
  // Since the page was rendered, a customer wrote a second review and White M sold out at a lower price.
  const current = reviewedPanjabi({
    rating_count: 2,
    variant: Object.values({ ...PANJABI_VARIANTS, whiteM: { ...PANJABI_VARIANTS.whiteM, base_discounted_price: 1200, stock: 0 } }),
  });
  const currentReviews: ProductReviewsResponse = {
    ...REVIEWS,
    data: [{ id: 2, user_name: 'Tanvir Ahmed', rating: 4, comment: 'Fits well.', upvote_count: 0, time_date: '2026-11-28T09:00:00.000Z' }, ...REVIEWS.data],
    meta: { ...REVIEWS.meta, to: 2, total: 2 },
    summary: { average: 4.5, count: 2, breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
  };
  let productRequests: number;
  let reviewRequests: number;

  beforeEach(() => {
    productRequests = 0;
    reviewRequests = 0;
    server.use(
      http.get(`${API}/v2/productsBySlug/cotton-panjabi`, () => {
        productRequests += 1;
        return HttpResponse.json({ success: true, status: 200, data: [current] });
      }),
      http.get(`${API}/v2/reviews/product/12`, () => {
        reviewRequests += 1;
        return HttpResponse.json(currentReviews);
      }),
    );
  });

  it('hydrates with the figures it was rendered with, then shows the current price, stock and reviews', async () => {
    let servedHeading: HTMLElement | null = null;
    await hydrateStreamedWidget(<ProductDetailTemplate {...templateProps()} />, {
      preloadedState: { auth: GUEST_SESSION },
      beforeHydration: (page) => {
        servedHeading = within(page).getByRole('heading', { level: 1 });
        expect(within(page).getByText('৳1,350.00')).toBeInTheDocument();
        expect(within(page).getByText('In Stock')).toBeInTheDocument();
        expect(within(page).getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
      },
    });

    expect(await screen.findByText('৳1,200.00')).toBeInTheDocument();
    expect(screen.queryByText('৳1,350.00')).not.toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2 reviews/ })).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'Reviews (2)' });
    expect(within(reviews).getByText('Fits well.')).toBeInTheDocument();
    expect(within(reviews).getByText('Based on 2 reviews')).toBeInTheDocument();
    expect(productRequests).toBe(1);
    expect(reviewRequests).toBe(1);
    // React keeps the server's elements only when the first render in the browser matched them.
    expect(screen.getByRole('heading', { level: 1 })).toBe(servedHeading);
  });

  it('asks for the reviews only when their number changed', async () => {
    server.use(
      http.get(`${API}/v2/productsBySlug/cotton-panjabi`, () => {
        productRequests += 1;
        return HttpResponse.json({ success: true, status: 200, data: [{ ...current, rating_count: 1 }] });
      }),
    );
    await renderTemplate();
    expect(await screen.findByText('৳1,200.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(productRequests).toBe(1);
    expect(reviewRequests).toBe(0);
  });

  it('asks again when the browser shows the page from its back/forward cache', async () => {
    await renderTemplate();
    await waitFor(() => expect(productRequests).toBe(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(productRequests).toBe(1);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(productRequests).toBe(2));
  });
});

import { render, screen } from '@testing-library/react';
import type { GetServerSidePropsContext, GetServerSidePropsResult, NextPageContext } from 'next';
import { SERVER_ERROR_MESSAGE } from '@/components/common/ServerErrorTemplate';
import ErrorPage from '@/pages/_error';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getServerSideProps as categoryPage } from '@/pages/category/[slug]';
import { getStaticProps as productPage } from '@/pages/details/[slug]';
import { getServerSideProps as homePage } from '@/pages/index';
import { getServerSideProps as membershipPage } from '@/pages/membership';
import { getStaticProps as contentPage } from '@/pages/page/[slug]';
import { getServerSideProps as searchPage } from '@/pages/search';
import { getServerSideProps as storeLocatorPage } from '@/pages/store-locator';
import { API } from '../../store/support/fakeShop';
import { pageContext } from './support/pageContext';

jest.mock('swiper', () => jest.requireActual('../home/support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('../home/support/fakeSwiper').swiperModules);

// Failure: every server-rendered page with the API answering 500 or not answering at all.
// A page either renders without the failed part or throws, and then Next shows the error page; it
// never hands the template a broken answer.

const server = setupServer();

type ServerSide = (context: GetServerSidePropsContext<never>) => Promise<GetServerSidePropsResult<unknown>>;

const PAGES: [string, ServerSide, Record<string, string>][] = [
  ['home', homePage, {}],
  ['category', categoryPage, { slug: 'men' }],
  ['product', productPage as ServerSide, { slug: 'oxford-shirt' }],
  ['content page', contentPage as ServerSide, { slug: 'about-us' }],
  ['search', searchPage, { keyword: 'panjabi' }],
  ['membership', membershipPage, {}],
  ['store locator', storeLocatorPage, {}],
];

const OUTAGES = {
  'answering 500': () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }),
  unreachable: () => HttpResponse.error(),
} as const;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The pages log what failed for the server's log; the test keeps its own output quiet.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe.each(Object.entries(OUTAGES))('server-rendered pages with the API %s', (_outage, answer) => {
  beforeEach(() => server.use(http.all(`${API}/*`, answer)));

  it.each(PAGES)('the %s page renders without the API or hands the failure to the error page', async (_name, serverSide, query) => {
    let outcome: GetServerSidePropsResult<unknown> | Error;
    try {
      outcome = await serverSide(pageContext(query));
    } catch (error) {
      outcome = error as Error;
    }
    if (outcome instanceof Error) {
      // Next renders pages/_error for it: the reason stays in the server log.
      expect(outcome.message).toContain('could not be loaded');
      return;
    }
    expect('props' in outcome || 'notFound' in outcome).toBe(true);
    if ('props' in outcome) expect(JSON.stringify(outcome.props)).not.toMatch(/Server Error|ERR_NETWORK|stack/);
  });
});

describe('the error page a failed server render lands on', () => {
  it.each([500, 503])('shows a %s as a plain message with a way back, never the error', (statusCode) => {
    render(<ErrorPage statusCode={statusCode} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(/Internal Server Error|could not be loaded|at \S+ \(/);
  });

  it('takes the status from the response the page failed in', () => {
    const context = { res: { statusCode: 500 }, err: new Error('Product "x" could not be loaded') };
    expect(ErrorPage.getInitialProps(context as unknown as NextPageContext)).toEqual({ statusCode: 500 });
    expect(ErrorPage.getInitialProps({} as NextPageContext)).toEqual({ statusCode: 500 });
  });

  it('shows a 404 as the page-not-found message', () => {
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

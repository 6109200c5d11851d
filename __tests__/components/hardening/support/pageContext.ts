import type { GetServerSidePropsContext } from 'next';

/** What a page's getServerSideProps reads of a request for `/` on shop.test with this query. */
export function pageContext(query: Record<string, string>): GetServerSidePropsContext<never> {
  return {
    params: query,
    query,
    req: { headers: { host: 'shop.test' }, url: '/' },
    res: { setHeader: jest.fn(), statusCode: 200 },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext<never>;
}

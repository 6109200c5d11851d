/**
 * @jest-environment node
 */
import NextLink from 'next/link';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link } from '@/components/common/Link';

// On the server the shop's Link renders a site path's anchor itself; the browser's next/link hydrates
// it, so both must write the very same markup, in the default locale and under /bn.

type LinkProps = ComponentProps<typeof NextLink>;

// The build sets it from next.config.js's i18n; without it next/link leaves locales out of its hrefs.
process.env.__NEXT_I18N_SUPPORT = 'true';

function serverRouter(locale: string): NextRouter {
  return {
    route: '/details/[slug]',
    pathname: '/details/[slug]',
    asPath: '/details/linen-panjabi',
    basePath: '',
    query: { slug: 'linen-panjabi' },
    locale,
    locales: ['en', 'bn'],
    defaultLocale: 'en',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn(),
    replace: jest.fn(),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  };
}

function markup(element: React.ReactElement, locale: string): string {
  return renderToStaticMarkup(<RouterContext.Provider value={serverRouter(locale)}>{element}</RouterContext.Provider>);
}

const HREFS = [
  '/',
  '/details/linen-panjabi',
  '/details/linen-panjabi?color=Black&size=M',
  '/search?q=শাড়ি লাল',
  '/category/men#filters',
  '/cart/',
  '/bn/cart',
  '/BN/cart',
  '/bn',
  '/bnx/cart',
  '/api/v2/products',
  '/page/about us',
  'https://careers.rongdhonu.com.bd/jobs',
  '#reviews',
  '?page=2',
  '/details/[slug]',
];

const EXTRA_PROPS: Partial<LinkProps>[] = [{}, { className: 'card', 'aria-label': 'Open', target: '_blank', rel: 'noopener', scroll: false }];

describe('Link on the server', () => {
  it.each(['en', 'bn'])('writes the anchor next/link writes, page in %s', (locale) => {
    for (const href of HREFS) {
      for (const extra of EXTRA_PROPS) {
        const ours = markup(
          <Link href={href} {...extra}>
            Linen panjabi
          </Link>,
          locale,
        );
        const nexts = markup(
          <NextLink href={href} prefetch={false} {...extra}>
            Linen panjabi
          </NextLink>,
          locale,
        );
        expect({ href, ours }).toEqual({ href, ours: nexts });
      }
    }
  });

  it('puts a site path under the page’s locale', () => {
    expect(markup(<Link href="/cart">Bag</Link>, 'bn')).toBe('<a href="/bn/cart">Bag</a>');
    expect(markup(<Link href="/">Home</Link>, 'bn')).toBe('<a href="/bn">Home</a>');
  });
});

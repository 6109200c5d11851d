import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Head from 'next/head';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderApp, SHOP_SETTINGS } from './support/renderApp';

const backend = serveFakeShop();

function ProductPage() {
  return (
    <>
      <Head>
        <title>Cotton Panjabi</title>
      </Head>
      <h1>Cotton Panjabi</h1>
    </>
  );
}

function favicons(): (string | null)[] {
  return Array.from(document.head.querySelectorAll('link[rel="icon"]')).map((link) => link.getAttribute('href'));
}

describe('the document head', () => {
  it('titles every page with the site motto and shows the site icon as the favicon', async () => {
    const app = renderApp();
    expect(document.title).toBe('Rongdhonu | Bangladeshi Fashion & Lifestyle');
    expect(favicons()).toEqual([SHOP_SETTINGS.site_icon]);
    await app.sessionRestored();
  });

  it('lets a page set a more specific title, and goes back to the motto after it', async () => {
    const app = renderApp({ pages: { '/details/cotton-panjabi': ProductPage } });
    app.visit('/details/cotton-panjabi');
    expect(document.title).toBe('Cotton Panjabi');
    expect(favicons()).toEqual([SHOP_SETTINGS.site_icon]);

    app.visit('/');
    expect(document.title).toBe('Rongdhonu | Bangladeshi Fashion & Lifestyle');
    await app.sessionRestored();
  });

  it("keeps the page's own title once the session is restored and the frame renders again", async () => {
    const app = renderApp({ path: '/details/cotton-panjabi', pages: { '/details/cotton-panjabi': ProductPage } });
    await app.sessionRestored();
    expect(document.title).toBe('Cotton Panjabi');
  });

  it("keeps the page's own title when the settings arrive only after the first render", async () => {
    backend.server.use(
      http.get(`${API}/generate-static-data`, () => {
        const business_settings = Object.entries(SHOP_SETTINGS).map(([type, value]) => ({ type, value }));
        return HttpResponse.json({ result: true, data: { business_settings, megamenu: [], pages: [] } });
      }),
    );
    renderApp({ path: '/details/cotton-panjabi', pages: { '/details/cotton-panjabi': ProductPage }, settings: null });
    await waitFor(() => expect(favicons()).toEqual([SHOP_SETTINGS.site_icon]));
    expect(document.title).toBe('Cotton Panjabi');
  });

  it('falls back to the site name when there is no motto, and to no favicon without an icon', async () => {
    const app = renderApp({ settings: { ...SHOP_SETTINGS, site_motto: '', site_icon: '' } });
    expect(document.title).toBe('Rongdhonu');
    expect(favicons()).toEqual([]);
    await app.sessionRestored();
  });
});

describe('the script settings', () => {
  // Every element the settings below add carries this class, so each case starts from a clean document.
  afterEach(() => {
    document.querySelectorAll('.from-settings').forEach((element) => element.remove());
  });

  function scripts(parent: HTMLElement): string[] {
    return Array.from(parent.querySelectorAll(':scope > script')).map((script) => script.textContent ?? '');
  }

  it('put header_script in the head, before_body_tags first in the body and footer_script last', async () => {
    const app = renderApp({
      settings: {
        ...SHOP_SETTINGS,
        header_script:
          '<meta class="from-settings" name="shop-verification" content="abc123"><script class="from-settings">window.pixel = "header"</script>',
        before_body_tags: '<noscript class="from-settings"><img src="/pixel-before.gif" alt=""></noscript>',
        footer_script: '<script class="from-settings">window.chat = "footer"</script><div class="from-settings" id="footer-widget"></div>',
      },
    });
    await app.sessionRestored();

    expect(document.head.querySelector('meta[name="shop-verification"]')).toHaveAttribute('content', 'abc123');
    expect(document.head.lastElementChild).toHaveTextContent('window.pixel = "header"');
    expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect(document.body.firstElementChild?.textContent).toContain('/pixel-before.gif');
    expect(scripts(document.body)).toEqual(['window.chat = "footer"']);
    expect(document.body.lastElementChild).toHaveAttribute('id', 'footer-widget');
  });

  it('add nothing when they are empty', async () => {
    const app = renderApp({ settings: { ...SHOP_SETTINGS, header_script: '', before_body_tags: ' ', footer_script: '' } });
    await app.sessionRestored();

    expect(scripts(document.head)).toEqual([]);
    expect(scripts(document.body)).toEqual([]);
    expect(Array.from(document.body.children)).toEqual([app.container]);
  });

  it('show the Messenger chat when facebook_chat_id is set', async () => {
    const app = renderApp({ settings: { ...SHOP_SETTINGS, facebook_chat_id: '104729381' } });
    await app.sessionRestored();

    const chat = app.container.querySelector('.fb-customerchat');
    expect(chat).toHaveAttribute('page_id', '104729381');
    expect(chat).toHaveAttribute('attribution', 'biz_inbox');
    expect(app.container.querySelector('#fb-root')).toBeInTheDocument();
  });

  it('leave the Messenger chat out without facebook_chat_id', async () => {
    const app = renderApp({ settings: { ...SHOP_SETTINGS, facebook_chat_id: '' } });
    await app.sessionRestored();
    expect(app.container.querySelector('.fb-customerchat')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plain page' })).toBeInTheDocument();
  });
});

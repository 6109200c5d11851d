import { screen, waitFor, within } from '@testing-library/react';
import { ContentPageTemplate } from '@/components/content/ContentPageTemplate';
import { withoutRepeatedTitle } from '@/components/content/contentHtml';
import type { ContentPage } from '@/services/content';
import type { PageLink } from '@/contract/settings';
import { canonicalLink, headMeta, jsonLdBlocks, renderPage } from '../seo/support/renderPage';

const SITE_URL = 'https://rongdhonu.example';

function contentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    id: 3,
    title: 'FAQ',
    slug: 'faq',
    page_link_position: 'QUICK LINKS',
    custom_link: null,
    open_tab: 0,
    position: 3,
    content: '<h2>Frequently Asked Questions</h2><h3>How long does delivery take?</h3><p>Inside Dhaka 1 to 2 days.</p>',
    meta_title: 'FAQ | Rongdhonu',
    meta_description: 'Answers about delivery, payment and exchanges.',
    ...overrides,
  };
}

function pageLink(id: number, title: string, slug: string, position: string, extra: Partial<PageLink> = {}): PageLink {
  return { id, title, slug, page_link_position: position, custom_link: null, open_tab: 0, position: id, ...extra };
}

const PAGES: PageLink[] = [
  pageLink(1, 'About Us', 'about-us', 'QUICK LINKS'),
  pageLink(3, 'FAQ', 'faq', 'QUICK LINKS'),
  pageLink(4, 'Careers', 'careers', 'QUICK LINKS', { custom_link: 'https://careers.example', open_tab: 1 }),
  pageLink(7, 'Privacy Policy', 'privacy-policy', 'LEGAL'),
];

describe('ContentPageTemplate', () => {
  it("shows the page's title as its heading and its HTML with the formatting kept", () => {
    renderPage(<ContentPageTemplate page={contentPage()} siteUrl={SITE_URL} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How long does delivery take?' })).toBeInTheDocument();
    expect(screen.getByText('Inside Dhaka 1 to 2 days.')).toBeInTheDocument();
  });

  it('removes scripts, event handlers and javascript: links from the HTML', () => {
    const { container } = renderPage(
      <ContentPageTemplate
        page={contentPage({
          content:
            '<p onclick="steal()">Read this</p><script>window.hacked = true</script><img src="/media/a.svg" onerror="alert(1)" alt="Shop front"><a href="javascript:alert(1)">Win</a>',
        })}
        siteUrl={SITE_URL}
      />,
    );
    const article = container.querySelector('article')!;
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onclick|onerror|steal|alert|javascript:/);
    expect(screen.getByText('Read this')).toBeInTheDocument();
    expect(screen.getByAltText('Shop front')).toHaveAttribute('src', '/media/a.svg');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("titles the page with its title and the site motto, its meta title on the share cards, the description from its meta, with a canonical link", async () => {
    renderPage(<ContentPageTemplate page={contentPage()} siteUrl={SITE_URL} />);
    await waitFor(() => expect(document.title).toBe('FAQ | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('FAQ | Rongdhonu');
    expect(headMeta('description')).toBe('Answers about delivery, payment and exchanges.');
    expect(canonicalLink()).toBe('https://rongdhonu.example/page/faq');
  });

  it('shares the page title when the page has no meta title', async () => {
    renderPage(<ContentPageTemplate page={contentPage({ meta_title: null })} siteUrl={SITE_URL} />);
    await waitFor(() => expect(document.title).toBe('FAQ | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('FAQ');
  });

  it('shows a breadcrumb from the home page, also as JSON-LD', async () => {
    renderPage(<ContentPageTemplate page={contentPage()} siteUrl={SITE_URL} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('FAQ')).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(jsonLdBlocks()).toContainEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://rongdhonu.example/' },
          { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://rongdhonu.example/page/faq' },
        ],
      }),
    );
  });

  it('links the other content pages, marking this one and opening a custom link as the footer does', () => {
    renderPage(<ContentPageTemplate page={contentPage()} siteUrl={SITE_URL} />, { pages: PAGES });
    const others = screen.getByRole('navigation', { name: 'Help and information' });
    expect(within(others).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
    expect(within(others).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(others).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/page/privacy-policy');
    const careers = within(others).getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('href', 'https://careers.example');
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that only repeats the page title', () => {
    expect(withoutRepeatedTitle('<h2>Terms &amp; Conditions</h2><p>By using…</p>', 'Terms & Conditions')).toBe('<p>By using…</p>');
  });

  it('keeps an opening heading that says something else, and HTML without one', () => {
    expect(withoutRepeatedTitle('<h2>About Rongdhonu</h2><p>Since 2016.</p>', 'About Us')).toBe('<h2>About Rongdhonu</h2><p>Since 2016.</p>');
    expect(withoutRepeatedTitle('<p>Hello</p><h2>FAQ</h2>', 'FAQ')).toBe('<p>Hello</p><h2>FAQ</h2>');
  });

  it('answers an empty string for a page without content', () => {
    expect(withoutRepeatedTitle(null, 'FAQ')).toBe('');
  });
});

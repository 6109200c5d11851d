import { render } from '@testing-library/react';
import { SafeHtml } from '@/components/common/SafeHtml';
import { xssPayloads } from '@/e2e/support/xssPayloads';
import { safeLinkHref } from '@/utils/safeLink';

// XSS: the whole corpus through the HTML the shop renders from its settings and content,
// and the links staff type into content pages and settings.

const PAYLOADS = xssPayloads();

/** Markup in the container that could run: handlers, script URLs, scripts and frames. */
function liveMarkup(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    const forbidden = ['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style', 'form', 'input', 'button', 'textarea', 'select'];
    if (forbidden.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`<${tag} ${name}>`);
      if (/^(javascript|vbscript|data):/.test(value)) found.push(`<${tag} ${name}=${value.slice(0, 30)}>`);
    }
  }
  return found;
}

describe('HTML from settings and content pages', () => {
  it(`keeps the corpus of ${PAYLOADS.length} payloads inert, one at a time`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const live = PAYLOADS.flatMap((payload) => {
      const { container, unmount } = render(<SafeHtml html={`<p>before</p>${payload.text}<p>after</p>`} />);
      const found = liveMarkup(container).map((markup) => `#${payload.id} ${markup}`);
      unmount();
      return found;
    });
    expect(live).toEqual([]);
  });

  it('keeps the whole corpus inert at once, as a popup or content page holds it', () => {
    const { container } = render(<SafeHtml html={PAYLOADS.map((payload) => payload.text).join('\n')} />);
    expect(liveMarkup(container)).toEqual([]);
  });

  it('keeps the formatting staff use', () => {
    const { container } = render(<SafeHtml html='<h2>Eid offers</h2><p>Up to <strong>30%</strong> off <a href="/category/panjabi" target="_blank">panjabi</a></p>' />);
    expect(container.querySelector('h2')).toHaveTextContent('Eid offers');
    expect(container.querySelector('strong')).toHaveTextContent('30%');
    expect(container.querySelector('a')).toHaveAttribute('href', '/category/panjabi');
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('links typed by staff', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    '/\\evil.example',
    'file:///etc/passwd',
    'not a link',
    '',
    null,
    undefined,
  ])('are dropped when they are %p', (link) => {
    expect(safeLinkHref(link)).toBeNull();
  });

  it.each(['https://www.facebook.com/rongdhonu', 'http://example.com/a?b=c', '/page/about-us', 'mailto:support@rongdhonu.com.bd', 'tel:+8809610001122'])(
    'are kept when they are %p',
    (link) => {
      expect(safeLinkHref(link)).toBe(link);
    },
  );
});

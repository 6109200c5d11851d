import { waitFor } from '@testing-library/react';
import { Seo } from '@/components/seo/Seo';
import { LocaleContext } from '@/hooks/useLocale';
import { canonicalLink, headMeta, renderPage } from './support/renderPage';

function alternates(): Record<string, string | null> {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return Object.fromEntries(Array.from(links, (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href')]));
}

function renderSeo(locale: 'en' | 'bn') {
  renderPage(
    <LocaleContext.Provider value={locale}>
      <Seo title="Jamdani Saree" canonicalUrl="https://rongdhonu.example/details/jamdani-saree?colour=Red" />
    </LocaleContext.Provider>,
  );
}

describe('Seo language versions', () => {
  it('names both language versions and the English one as x-default', async () => {
    renderSeo('en');
    await waitFor(() => expect(document.title).toBe('Jamdani Saree | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(alternates()).toEqual({
      en: 'https://rongdhonu.example/details/jamdani-saree?colour=Red',
      bn: 'https://rongdhonu.example/bn/details/jamdani-saree?colour=Red',
      'x-default': 'https://rongdhonu.example/details/jamdani-saree?colour=Red',
    });
    expect(canonicalLink()).toBe('https://rongdhonu.example/details/jamdani-saree?colour=Red');
    expect(headMeta('og:locale')).toBe('en_US');
  });

  it('gives the Bangla page its own /bn canonical URL', async () => {
    renderSeo('bn');
    await waitFor(() => expect(document.title).toBe('Jamdani Saree | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(canonicalLink()).toBe('https://rongdhonu.example/bn/details/jamdani-saree?colour=Red');
    expect(headMeta('og:url')).toBe('https://rongdhonu.example/bn/details/jamdani-saree?colour=Red');
    expect(headMeta('og:locale')).toBe('bn_BD');
    expect(alternates().bn).toBe('https://rongdhonu.example/bn/details/jamdani-saree?colour=Red');
  });
});

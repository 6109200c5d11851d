import { waitFor } from '@testing-library/react';
import { JsonLd } from '@/components/seo/JsonLd';
import { Seo } from '@/components/seo/Seo';
import { SiteSeo } from '@/components/seo/SiteSeo';
import { canonicalLink, headMeta, jsonLdBlocks, renderPage } from './support/renderPage';

describe('Seo', () => {
  it('writes the title, description, canonical link and Open Graph and Twitter tags', async () => {
    renderPage(
      <Seo
        title="Jamdani Saree"
        shareTitle="Jamdani Saree | Rongdhonu"
        description="Handwoven in Rupganj."
        canonicalUrl="https://rongdhonu.example/details/jamdani-saree"
        imageUrl="https://rongdhonu.example/media/products/saree/00897b/front.svg"
        imageAlt="Jamdani Saree"
        type="product"
      />,
    );
    await waitFor(() => expect(document.title).toBe('Jamdani Saree | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('description')).toBe('Handwoven in Rupganj.');
    expect(canonicalLink()).toBe('https://rongdhonu.example/details/jamdani-saree');
    expect(headMeta('og:type')).toBe('product');
    expect(headMeta('og:title')).toBe('Jamdani Saree | Rongdhonu');
    expect(headMeta('og:description')).toBe('Handwoven in Rupganj.');
    expect(headMeta('og:url')).toBe('https://rongdhonu.example/details/jamdani-saree');
    expect(headMeta('og:site_name')).toBe('Rongdhonu');
    expect(headMeta('og:image')).toBe('https://rongdhonu.example/media/products/saree/00897b/front.svg');
    expect(headMeta('og:image:alt')).toBe('Jamdani Saree');
    expect(headMeta('twitter:card')).toBe('summary_large_image');
    expect(headMeta('twitter:title')).toBe('Jamdani Saree | Rongdhonu');
    expect(headMeta('twitter:description')).toBe('Handwoven in Rupganj.');
    expect(headMeta('twitter:image')).toBe('https://rongdhonu.example/media/products/saree/00897b/front.svg');
  });

  it('leaves out the description and image tags it has no value for', async () => {
    renderPage(<Seo title="FAQ" canonicalUrl="https://rongdhonu.example/page/faq" />);
    await waitFor(() => expect(document.title).toBe('FAQ | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('FAQ');
    expect(headMeta('description')).toBeNull();
    expect(headMeta('og:image')).toBeNull();
    expect(headMeta('og:type')).toBe('website');
    expect(headMeta('twitter:card')).toBe('summary');
  });

  it('replaces an earlier title and description instead of adding a second one', async () => {
    renderPage(
      <>
        <Seo description="The shop." canonicalUrl="https://rongdhonu.example/" />
        <Seo title="About Us" description="Who we are." canonicalUrl="https://rongdhonu.example/page/about-us" />
      </>,
    );
    await waitFor(() => expect(document.title).toBe('About Us | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(canonicalLink()).toBe('https://rongdhonu.example/page/about-us');
  });
});

describe('JsonLd', () => {
  it('puts the data in a JSON-LD script of the head', async () => {
    renderPage(<JsonLd id="organisation" data={{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Rongdhonu' }} />);
    await waitFor(() => expect(jsonLdBlocks()).toEqual([{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Rongdhonu' }]));
  });

  it('keeps text that looks like a closing script tag inside the data', async () => {
    renderPage(<JsonLd id="product" data={{ name: 'Kurta</script><script>alert(1)</script>' }} />);
    await waitFor(() => expect(jsonLdBlocks()).toEqual([{ name: 'Kurta</script><script>alert(1)</script>' }]));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('SiteSeo', () => {
  const meta = {
    title: 'Rongdhonu | Panjabi, Saree & Lifestyle',
    description: 'Cash on delivery all over Bangladesh.',
    keywords: 'panjabi, saree',
    image: '/media/banners/slider/7b1e2b/Eid.svg',
  };

  it("is titled by the site motto, with the shop's SEO settings on its share cards, an absolute image and canonical URL", async () => {
    renderPage(<SiteSeo meta={meta} siteUrl="https://rongdhonu.example" path="/" />);
    await waitFor(() => expect(document.title).toBe('Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('Rongdhonu | Panjabi, Saree & Lifestyle');
    expect(headMeta('description')).toBe('Cash on delivery all over Bangladesh.');
    expect(canonicalLink()).toBe('https://rongdhonu.example/');
    expect(headMeta('og:image')).toBe('https://rongdhonu.example/media/banners/slider/7b1e2b/Eid.svg');
  });

  it('writes nothing when the settings could not be read', async () => {
    renderPage(<SiteSeo meta={null} siteUrl="https://rongdhonu.example" path="/" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('');
    expect(canonicalLink()).toBeNull();
  });
});

import { buildMegaMenu } from '@/server/modules/settings/megaMenu';
import { pageSeoMeta, siteSeoMeta } from '@/server/modules/settings/seoMeta';
import { directionsLink, sortCities } from '@/server/modules/stores/directions';

const category = (id: number, parentId: number | null, name: string) => ({
  id,
  parent_id: parentId,
  name,
  slug: name.toLowerCase(),
  banner: null,
  icon: null,
});

describe('buildMegaMenu', () => {
  it('nests children under their parent in the order given', () => {
    const menu = buildMegaMenu(
      [category(2, null, 'Women'), category(1, null, 'Men')],
      [category(5, 1, 'Shirts'), category(3, 2, 'Sarees'), category(4, 1, 'Panjabi'), category(9, 7, 'Orphan')],
    );
    expect(menu.map((entry) => entry.name)).toEqual(['Women', 'Men']);
    expect(menu[0].megamenucategories.map((child) => child.name)).toEqual(['Sarees']);
    expect(menu[1].megamenucategories.map((child) => child.name)).toEqual(['Shirts', 'Panjabi']);
  });

  it('gives a parent without children an empty list', () => {
    expect(buildMegaMenu([category(1, null, 'Men')], [])[0].megamenucategories).toEqual([]);
  });
});

describe('SEO meta', () => {
  const settings = {
    meta_title: 'Deshi Fashion',
    meta_description: 'Clothing made in Bangladesh',
    meta_keywords: 'panjabi, saree',
    meta_image: '/media/brand/og.svg',
    site_motto: 'Wear the season',
  };

  it('takes the site meta from settings', () => {
    expect(siteSeoMeta(settings)).toEqual({
      title: 'Deshi Fashion',
      description: 'Clothing made in Bangladesh',
      keywords: 'panjabi, saree',
      image: '/media/brand/og.svg',
    });
  });

  it('falls back to the motto for the title and to empty strings for the rest', () => {
    expect(siteSeoMeta({ site_motto: 'Wear the season' })).toEqual({
      title: 'Wear the season',
      description: '',
      keywords: '',
      image: '',
    });
  });

  it('lets a page override the title and description', () => {
    const page = { title: 'About Us', meta_title: 'About Deshi Fashion', meta_description: 'Who we are' };
    expect(pageSeoMeta(settings, page)).toEqual({
      title: 'About Deshi Fashion',
      description: 'Who we are',
      keywords: 'panjabi, saree',
      image: '/media/brand/og.svg',
    });
  });

  it('uses the page title and the site description when the page has no meta', () => {
    const page = { title: 'FAQ', meta_title: null, meta_description: null };
    expect(pageSeoMeta(settings, page)).toMatchObject({ title: 'FAQ', description: 'Clothing made in Bangladesh' });
  });
});

describe('directionsLink', () => {
  const store = { name: 'Gulshan Store', address: 'Road 11, Gulshan 2', city: 'Dhaka', latitude: null, longitude: null, map_link: null };

  it('keeps a stored map link', () => {
    expect(directionsLink({ ...store, map_link: 'https://maps.app.goo.gl/abc' })).toBe('https://maps.app.goo.gl/abc');
  });

  it('points Google Maps directions at the coordinates', () => {
    expect(directionsLink({ ...store, latitude: 23.7925, longitude: 90.4078 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=23.7925%2C90.4078',
    );
  });

  it('points at the written address when there are no coordinates', () => {
    const link = new URL(directionsLink(store));
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/dir/');
    expect(link.searchParams.get('destination')).toBe('Gulshan Store, Road 11, Gulshan 2, Dhaka');
  });
});

describe('sortCities', () => {
  it('sorts alphabetically without duplicates', () => {
    expect(sortCities(['Sylhet', 'Dhaka', 'Chattogram', 'Dhaka', 'Khulna'])).toEqual(['Chattogram', 'Dhaka', 'Khulna', 'Sylhet']);
  });
});

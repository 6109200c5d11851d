import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreLocatorTemplate, type StoreLocatorTemplateProps } from '@/components/store-locator/StoreLocatorTemplate';
import type { Store } from '@/services/stores';
import { canonicalLink, renderPage } from '../seo/support/renderPage';

function store(id: number, name: string, city: string, area: string): Store {
  return {
    id,
    name,
    city,
    area,
    address: `House ${id}, ${area}, ${city}`,
    phone: `0171100010${id}`,
    email: `${area.toLowerCase()}@rongdhonu.example`,
    opening_hours: 'Saturday to Thursday, 10:00 AM to 9:00 PM',
    latitude: 23.78,
    longitude: 90.41,
    map_link: `https://maps.example/?q=${id}`,
  };
}

const STORES = [
  store(1, 'Rongdhonu Gulshan', 'Dhaka', 'Gulshan'),
  store(2, 'Rongdhonu Dhanmondi', 'Dhaka', 'Dhanmondi'),
  store(6, 'Rongdhonu Chattogram', 'Chattogram', 'GEC Circle'),
  store(7, 'Rongdhonu Sylhet', 'Sylhet', 'Zindabazar'),
];

const PROPS: StoreLocatorTemplateProps = {
  stores: STORES,
  cities: ['Chattogram', 'Dhaka', 'Sylhet'],
  siteUrl: 'https://rongdhonu.example',
  errorMessage: null,
};

function listedStores(): string[] {
  const list = screen.getByRole('list', { name: 'Stores' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function cityButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('StoreLocatorTemplate', () => {
  it('lists every store without a city in the address', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator' });
    expect(listedStores()).toEqual(['Rongdhonu Gulshan', 'Rongdhonu Dhanmondi', 'Rongdhonu Chattogram', 'Rongdhonu Sylhet']);
    expect(cityButton(/^All cities/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('All 4 stores');
  });

  it('lists only the stores of the city in ?city=, whatever its case', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator?city=dhaka' });
    expect(listedStores()).toEqual(['Rongdhonu Gulshan', 'Rongdhonu Dhanmondi']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stores in Dhaka');
    expect(cityButton(/^Dhaka/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 stores in Dhaka');
  });

  it('shows a city at once when it is chosen and puts it in the address without a new request', async () => {
    const { routeChanges } = renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator' });
    await userEvent.click(cityButton(/^Sylhet/));
    expect(listedStores()).toEqual(['Rongdhonu Sylhet']);
    expect(routeChanges).toEqual([{ url: '/store-locator?city=Sylhet', options: { shallow: true, scroll: false } }]);
    await waitFor(() => expect(canonicalLink()).toBe('https://rongdhonu.example/store-locator?city=Sylhet'));

    await userEvent.click(cityButton(/^All cities/));
    expect(listedStores()).toHaveLength(4);
    expect(routeChanges[1].url).toBe('/store-locator');
  });

  it('filters without JavaScript: the city buttons submit a GET form to the store locator', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator' });
    const form = cityButton(/^Dhaka/).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/store-locator');
    expect(cityButton(/^Dhaka/)).toHaveAttribute('type', 'submit');
    expect(cityButton(/^Dhaka/)).toHaveAttribute('name', 'city');
    expect(cityButton(/^Dhaka/)).toHaveAttribute('value', 'Dhaka');
    // Sent as city= : a submit button's value is its value attribute, or empty.
    expect(cityButton(/^All cities/)).toHaveProperty('value', '');
  });

  it('counts the stores of each city on its button', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator' });
    expect(cityButton(/^Dhaka/)).toHaveTextContent('Dhaka 2');
    expect(cityButton(/^All cities/)).toHaveTextContent('All cities 4');
  });

  it('shows every store with a note for a city without a store', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator?city=Rajshahi' });
    expect(screen.getByText('We have no store in Rajshahi yet. Here are all our stores.')).toBeInTheDocument();
    expect(listedStores()).toHaveLength(4);
  });

  it('gives each store its address, opening hours, a phone link and directions in a new tab', () => {
    renderPage(<StoreLocatorTemplate {...PROPS} />, { path: '/store-locator?city=Sylhet' });
    const card = screen.getByRole('article', { name: 'Rongdhonu Sylhet' });
    expect(within(card).getByText('House 7, Zindabazar, Sylhet')).toBeInTheDocument();
    expect(within(card).getByText('Saturday to Thursday, 10:00 AM to 9:00 PM')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '01711000107' })).toHaveAttribute('href', 'tel:+8801711000107');
    const directions = within(card).getByRole('link', { name: /Get directions/ });
    expect(directions).toHaveAttribute('href', 'https://maps.example/?q=7');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the error message when the stores could not be loaded', () => {
    renderPage(
      <StoreLocatorTemplate {...PROPS} stores={[]} cities={[]} errorMessage="The stores could not be loaded right now." />,
      { path: '/store-locator' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The stores could not be loaded right now.');
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });
});

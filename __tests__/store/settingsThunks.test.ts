import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { selectBusinessSetting, selectHeaderLogo } from '@/store/settingsSlice';
import { loadSettings } from '@/store/settingsThunks';
import { makeStore } from '@/store/store';

const snapshot = {
  business_settings: [
    { type: 'header_logo', value: '/media/brand/logo.svg' },
    { type: 'affiliate_system', value: '1' },
    { type: 'site_motto', value: 'Wear the season' },
  ],
  megamenu: [{ id: 1, parent_id: null, name: 'Men', slug: 'men', banner: null, icon: null, megamenucategories: [] }],
  pages: [{ id: 3, title: 'Privacy policy', slug: 'privacy-policy', page_link_position: 'LEGAL', custom_link: null, open_tab: 0, position: 1 }],
};

const server = setupServer(
  http.get('http://localhost/api/generate-static-data', () => HttpResponse.json({ result: true, message: 'Static data generated', data: snapshot })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('loadSettings keeps a fresh snapshot of the settings, mega menu and pages', async () => {
  const store = makeStore();
  const before = new Date().toISOString();
  await store.dispatch(loadSettings());
  const state = store.getState();
  expect(selectBusinessSetting(state, 'site_motto')).toBe('Wear the season');
  expect(selectHeaderLogo(state)).toBe('/media/brand/logo.svg');
  expect(state.settings.affiliate_system).toBe(true);
  expect(state.settings.megaMenus).toEqual([{ id: 1, name: 'Men', slug: 'men', banner: null, icon: null, megamenucategories: [] }]);
  expect(state.settings.pages).toEqual(snapshot.pages);
  expect(state.settings.loadedAt! >= before).toBe(true);
});

import { initialAuthState } from '@/store/authSlice';
import { selectCheckoutPath, selectShowsAffiliateMenu } from '@/store/selectors';
import {
  initialSettingsState,
  newerSettings,
  selectBusinessSetting,
  selectGuestCheckoutOn,
  selectHeaderLogo,
  settingsLoaded,
  settingsSlice,
  staticDataSettings,
} from '@/store/settingsSlice';
import { CUSTOMER_SESSION, GUEST_SESSION } from './support/browser';
import { CUSTOMER } from './support/fakeShop';

const reduce = settingsSlice.reducer;

function loadedWith(settings: Record<string, string>) {
  return reduce(
    initialSettingsState,
    settingsLoaded({
      business_settings: Object.entries(settings).map(([type, value]) => ({ type, value })),
      megaMenus: [{ id: 1, name: 'Men', slug: 'men', banner: null, icon: null, megamenucategories: [] }],
      pages: [{ id: 3, title: 'About us', slug: 'about-us', page_link_position: 'QUICK LINKS', custom_link: null, open_tab: 0, position: 1 }],
      loadedAt: '2025-03-01T10:00:00.000Z',
    }),
  );
}

describe('settings/loaded', () => {
  it('keeps the settings, mega menu and pages with the time they were fetched', () => {
    const state = loadedWith({ site_motto: 'Wear the season' });
    expect(state.megaMenus.map((entry) => entry.slug)).toEqual(['men']);
    expect(state.pages.map((page) => page.slug)).toEqual(['about-us']);
    expect(state.loadedAt).toBe('2025-03-01T10:00:00.000Z');
    expect(selectBusinessSetting({ settings: state }, 'site_motto')).toBe('Wear the season');
  });

  it('takes header_logo and affiliate_system from the business settings', () => {
    const state = loadedWith({ header_logo: '/media/brand/logo.svg', affiliate_system: '1' });
    expect(selectHeaderLogo({ settings: state })).toBe('/media/brand/logo.svg');
    expect(state.affiliate_system).toBe(true);
    expect(loadedWith({ affiliate_system: '0' }).affiliate_system).toBe(false);
    expect(loadedWith({}).header_logo).toBeNull();
  });

  it('leaves what a partial load does not carry', () => {
    const state = reduce(loadedWith({ site_motto: 'Wear the season' }), settingsLoaded({ blogs: [{ id: 1 }], loadedAt: '2025-03-02T00:00:00.000Z' }));
    expect(state.blogs).toEqual([{ id: 1 }]);
    expect(state.megaMenus).toHaveLength(1);
  });
});

describe('staticDataSettings', () => {
  // Every server-rendered page carries this in its HTML.
  it("keeps the menus' links and pictures and the settings that have a value, nothing else", () => {
    const loaded = staticDataSettings(
      {
        business_settings: [
          { type: 'site_name', value: 'Rongdhonu' },
          { type: 'header_script', value: '' },
          { type: 'facebook_chat_id', value: null },
        ],
        megamenu: [
          {
            id: 1,
            parent_id: null,
            name: 'Men',
            slug: 'men',
            banner: '/media/banners/men.svg',
            icon: '/media/icons/shirt.svg',
            megamenucategories: [
              { id: 10, parent_id: 1, name: 'Casual Shirts', slug: 'men-casual-shirts', banner: '/media/banners/casual.svg', icon: '/media/icons/shirt.svg' },
            ],
          },
        ],
        pages: [{ id: 3, title: 'About us', slug: 'about-us', page_link_position: 'QUICK LINKS', custom_link: null, open_tab: 0, position: 1 }],
      },
      '2025-03-01T10:00:00.000Z',
    );
    expect(loaded).toEqual({
      business_settings: [{ type: 'site_name', value: 'Rongdhonu' }],
      megaMenus: [
        {
          id: 1,
          name: 'Men',
          slug: 'men',
          banner: '/media/banners/men.svg',
          icon: '/media/icons/shirt.svg',
          megamenucategories: [{ id: 10, name: 'Casual Shirts', slug: 'men-casual-shirts' }],
        },
      ],
      pages: [{ id: 3, title: 'About us', slug: 'about-us', page_link_position: 'QUICK LINKS', custom_link: null, open_tab: 0, position: 1 }],
      loadedAt: '2025-03-01T10:00:00.000Z',
    });
  });
});

describe('newerSettings', () => {
  const older = { ...initialSettingsState, header_logo: 'old.svg', loadedAt: '2025-03-01T00:00:00.000Z' };
  const newer = { ...initialSettingsState, header_logo: 'new.svg', loadedAt: '2025-03-02T00:00:00.000Z' };

  it('keeps whichever snapshot was fetched last', () => {
    expect(newerSettings(older, newer)).toBe(newer);
    expect(newerSettings(newer, older).header_logo).toBe('new.svg');
  });

  it('takes the stored snapshot over none, and none stored changes nothing', () => {
    expect(newerSettings(older, initialSettingsState).header_logo).toBe('old.svg');
    expect(newerSettings(initialSettingsState, newer)).toBe(newer);
  });
});

describe('selectors across settings and the session', () => {
  const affiliateOn = loadedWith({ affiliate_system: '1' });
  const affiliateUser = { ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate_status: 1 } };

  it('show the affiliate menu to a flagged user only when affiliate_system is 1', () => {
    expect(selectShowsAffiliateMenu({ auth: affiliateUser, settings: affiliateOn })).toBe(true);
    expect(selectShowsAffiliateMenu({ auth: affiliateUser, settings: loadedWith({ affiliate_system: '0' }) })).toBe(false);
    expect(selectShowsAffiliateMenu({ auth: CUSTOMER_SESSION, settings: affiliateOn })).toBe(false);
  });

  it('send checkout to /checkout for customers, and for guests only with guest checkout on', () => {
    const guestCheckout = loadedWith({ guest_checkout: '1' });
    const noGuestCheckout = loadedWith({ guest_checkout: '0' });
    expect(selectGuestCheckoutOn({ settings: guestCheckout })).toBe(true);
    expect(selectCheckoutPath({ auth: GUEST_SESSION, settings: guestCheckout })).toBe('/checkout');
    expect(selectCheckoutPath({ auth: GUEST_SESSION, settings: noGuestCheckout })).toBe('/login');
    expect(selectCheckoutPath({ auth: initialAuthState, settings: noGuestCheckout })).toBe('/login');
    expect(selectCheckoutPath({ auth: CUSTOMER_SESSION, settings: noGuestCheckout })).toBe('/checkout');
  });
});

import Cookies from 'js-cookie';
import { expiryOf, lastWrite, watchCookieWrites } from '../../store/support/browser';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderApp, SHOP_SETTINGS } from './support/renderApp';

serveFakeShop();
const DAY_MS = 86_400_000;

afterEach(() => jest.restoreAllMocks());

function daysFromNow(expiry: number | undefined): number {
  return Math.round(((expiry ?? 0) - Date.now()) / DAY_MS);
}

describe('an affiliate referral', () => {
  it('keeps the aff_ref query in the affiliate cookie for validation_time days', async () => {
    const writes = watchCookieWrites();
    const app = renderApp({ path: '/details/cotton-panjabi?aff_ref=RONG42&utm_source=fb', settings: SHOP_SETTINGS });
    await app.sessionRestored();

    expect(Cookies.get('affiliate')).toBe('aff_ref=RONG42&utm_source=fb');
    expect(daysFromNow(expiryOf(lastWrite(writes, 'affiliate')))).toBe(30);
    expect(Cookies.get('aff_link_expire')).toBeDefined();
  });

  it('keeps it a year when validation_time is 0', async () => {
    const writes = watchCookieWrites();
    const app = renderApp({ path: '/?aff_ref=RONG42', settings: { ...SHOP_SETTINGS, validation_time: '0' } });
    await app.sessionRestored();

    expect(Cookies.get('affiliate')).toBe('aff_ref=RONG42');
    expect(daysFromNow(expiryOf(lastWrite(writes, 'affiliate')))).toBe(365);
  });

  it('is taken from a link followed inside the shop too, and kept when later pages have none', async () => {
    const app = renderApp({ path: '/' });
    await app.sessionRestored();
    expect(Cookies.get('affiliate')).toBeUndefined();

    app.visit('/category/saree?aff_ref=SAREE7');
    expect(Cookies.get('affiliate')).toBe('aff_ref=SAREE7');
    app.visit('/details/jamdani-saree');
    expect(Cookies.get('affiliate')).toBe('aff_ref=SAREE7');
  });
});

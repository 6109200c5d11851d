import { waitFor } from '@testing-library/react';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderApp, SHOP_SETTINGS } from '../app/support/renderApp';
import { serveFakeAffiliate } from './support/fakeAffiliate';

// The shell's side of a referral (hooks/useAffiliateReferral.ts): the visit counts as the affiliate's click.

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);
const PROGRAMME_ON = { ...SHOP_SETTINGS, affiliate_system: '1' };

const clicks = () => fake.affiliate.requestsTo('/api/v2/affiliate/click');

describe('a referral link followed', () => {
  it('records the click with the session’s token once the guest session has started', async () => {
    const app = renderApp({ path: '/details/jamdani-saree?aff_ref=DEMOAFF&utm_source=fb#reviews', settings: PROGRAMME_ON });
    await app.sessionRestored();

    await waitFor(() => expect(clicks()).toHaveLength(1));
    expect(clicks()[0].body).toEqual({
      aff_ref: 'DEMOAFF',
      landing_url: '/details/jamdani-saree?aff_ref=DEMOAFF&utm_source=fb',
      product_slug: 'jamdani-saree',
    });
    expect(clicks()[0].authorization).toMatch(/^Bearer /);
  });

  it('records it once per page opened, and not for pages without a referral', async () => {
    const app = renderApp({ path: '/?aff_ref=DEMOAFF', settings: PROGRAMME_ON });
    await app.sessionRestored();
    await waitFor(() => expect(clicks()).toHaveLength(1));
    expect(clicks()[0].body).toEqual({ aff_ref: 'DEMOAFF', landing_url: '/?aff_ref=DEMOAFF' });

    app.visit('/category/saree');
    app.visit('/category/saree?aff_ref=SAREE7');
    await waitFor(() => expect(clicks()).toHaveLength(2));
    expect(clicks()[1].body).toMatchObject({ aff_ref: 'SAREE7', landing_url: '/category/saree?aff_ref=SAREE7' });
  });

  it('records nothing while the programme is off', async () => {
    const app = renderApp({ path: '/?aff_ref=DEMOAFF', settings: SHOP_SETTINGS });
    await app.sessionRestored();
    await waitFor(() => expect(backend.shop.requestsTo('/api/v2/auth/signin-guest-user')).toHaveLength(1));
    // The session's token is known from here: a click would be on its way by the next turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicks()).toHaveLength(0);
  });
});

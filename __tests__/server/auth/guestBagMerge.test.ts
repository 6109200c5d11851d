import { DEMO_AFFILIATE } from '@/server/db/seed/users';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';
import { createProduct, type ProductFixture } from '../cart/shopFixtures';
import { bearer } from '../support/fixtures';
import { createGoogleTestSigner, TEST_GOOGLE_CLIENT_ID } from './googleTestTokens';

// Signing in or up with the guest's temp_guest_user_no moves the guest's bag to the customer.

describe('guest bag at sign-in', () => {
  const shop = setUpTestShop();
  const google = createGoogleTestSigner();
  let api: TestApi;
  let product: ProductFixture;
  const savedClientId = process.env.GOOGLE_CLIENT_ID;

  beforeAll(async () => {
    api = createTestApi(shop.db, () => new Date(), { googleKeys: google.keys });
    product = await createProduct(shop.db, { unitPrice: 150000, variants: [{ stock: 20 }] });
    process.env.GOOGLE_CLIENT_ID = TEST_GOOGLE_CLIENT_ID;
  });
  afterAll(() => {
    if (savedClientId === undefined) delete process.env.GOOGLE_CLIENT_ID;
    else process.env.GOOGLE_CLIENT_ID = savedClientId;
  });

  const guestWithBag = async (quantity: number) => {
    const guest = (await api.post('/v2/auth/signin-guest-user')).body;
    const added = await api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity }, bearer(guest.access_token));
    expect(added.status).toBe(200);
    return guest as { temp_guest_user_no: string; access_token: string };
  };
  const bagQuantities = async (token: string) => {
    const bag = (await api.get('/v2/carts', bearer(token))).body;
    return (bag[0]?.cart_items ?? []).map((item: { barcode: string; quantity: number }) => [item.barcode, item.quantity]);
  };

  it('moves the bag on login', async () => {
    const guest = await guestWithBag(2);
    const login = await api.post('/v2/auth/login', {
      email: DEMO_AFFILIATE.email,
      password: DEMO_AFFILIATE.password,
      temp_guest_user_no: guest.temp_guest_user_no,
    });
    expect(login.status).toBe(200);
    expect(await bagQuantities(login.body.access_token)).toEqual([[product.barcodes[0], 2]]);
    expect(await bagQuantities(guest.access_token)).toEqual([]);
  });

  it('moves the bag on sign-up', async () => {
    const guest = await guestWithBag(3);
    const signUp = await api.post('/v2/auth/signup', {
      name: 'New Shopper',
      email_or_phone: 'new.shopper@example.com',
      register_by: 'email',
      password: 'Shopper@123',
      password_confirmation: 'Shopper@123',
      temp_guest_user_no: guest.temp_guest_user_no,
    });
    expect(signUp.status).toBe(200);
    expect(await bagQuantities(signUp.body.access_token)).toEqual([[product.barcodes[0], 3]]);
  });

  it('moves the bag on Google sign-in', async () => {
    const guest = await guestWithBag(1);
    const response = await api.post('/v2/auth/social-login', {
      social_provider: 'google',
      id_token: google.token(new Date()),
      temp_guest_user_no: guest.temp_guest_user_no,
    });
    expect(response.status).toBe(200);
    expect(await bagQuantities(response.body.access_token)).toEqual([[product.barcodes[0], 1]]);
  });

  it('ignores a number that names no guest', async () => {
    const login = await api.post('/v2/auth/login', {
      email: DEMO_AFFILIATE.phone,
      password: DEMO_AFFILIATE.password,
      temp_guest_user_no: 'no-such-guest',
    });
    expect(login.status).toBe(200);
  });
});

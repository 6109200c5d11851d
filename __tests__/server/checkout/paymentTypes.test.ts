import { setUpTestShop } from '../support/testApi';
import { withEnvironment } from './checkoutFixtures';

// GET /v2/payment-types: cash on delivery, and the online types only while a gateway serves them.

const shop = setUpTestShop();

const keys = async () => ((await shop.api.get('/v2/payment-types')).body as { payment_type_key: string }[]).map((type) => type.payment_type_key);

describe('GET /v2/payment-types', () => {
  it('answers a bare array of the active types in their order', async () => {
    const response = await shop.api.get('/v2/payment-types');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      payment_type: 'cash',
      payment_type_key: 'cash_on_delivery',
      image: expect.any(String),
      name: 'Cash on Delivery',
      title: 'Pay in cash when your order arrives',
    });
    expect(response.body.map((type: { payment_type_key: string }) => type.payment_type_key)).toEqual(['cash_on_delivery', 'bkash', 'nagad', 'sslcommerz']);
  });

  it('leaves out an inactive type', async () => {
    await shop.db.updateTable('payment_types').set({ status: 0 }).where('payment_type_key', '=', 'nagad').execute();
    try {
      expect(await keys()).toEqual(['cash_on_delivery', 'bkash', 'sslcommerz']);
    } finally {
      await shop.db.updateTable('payment_types').set({ status: 1 }).where('payment_type_key', '=', 'nagad').execute();
    }
  });

  it('offers cash on delivery only when no gateway serves the online types', async () => {
    await withEnvironment({ NODE_ENV: 'production', ENABLE_SIMULATED_GATEWAY: undefined }, async () => {
      expect(await keys()).toEqual(['cash_on_delivery']);
    });
    await withEnvironment({ NODE_ENV: 'production', ENABLE_SIMULATED_GATEWAY: '1' }, async () => {
      expect(await keys()).toEqual(['cash_on_delivery', 'bkash', 'nagad', 'sslcommerz']);
    });
  });
});

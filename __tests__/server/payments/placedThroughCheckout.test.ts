import { setUpTestShop } from '../support/testApi';
import { dhakaPlaces } from '../account/customers';
import { bagLines, createProduct, createShopper } from '../cart/shopFixtures';

const shop = setUpTestShop();

// The whole journey through the real endpoints: bag -> order placed online -> payment declined.
describe('an online order placed at checkout and declined at the gateway', () => {
  it('gives the shopper their bag back and the shop its stock', async () => {
    const product = await createProduct(shop.db, { unitPrice: 150000, variants: [{ stock: 5 }, { stock: 4 }] });
    const shopper = await createShopper(shop.db, 'customer');
    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity: 2 }, shopper.headers);
    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[1], quantity: 1 }, shopper.headers);
    const bagBefore = await bagLines(shop.db, shopper.userId);
    const places = await dhakaPlaces(shop.db);

    const placed = await shop.api.post(
      '/v2/order/store',
      {
        shipping_type: 'home_delivery',
        shipping_first_name: 'Nusrat',
        shipping_last_name: 'Jahan',
        shipping_phone: '01712345678',
        shipping_address: 'House 27, Road 7A',
        shipping_state: places.stateId,
        shipping_district: places.cityId,
        shipping_thana: places.areaId,
        payment_type: 'bkash',
      },
      shopper.headers,
    );
    expect(placed.status).toBe(200);
    const { order_id: orderId, payment_url: paymentUrl } = placed.body.data;
    expect(paymentUrl).toMatch(/^\/payment\/simulated\/[0-9a-f]{32}$/);
    expect(await bagLines(shop.db, shopper.userId)).toEqual([]);
    const stocks = () => shop.db.selectFrom('product_variants').select('stock').where('product_id', '=', product.id).orderBy('id').execute();
    expect(await stocks()).toEqual([{ stock: 3 }, { stock: 3 }]);

    const detail = (await shop.api.get(`/v2/purchase-history-details/${orderId}`, shopper.headers)).body.data[0];
    expect(detail).toMatchObject({ payment_url: paymentUrl, payment_status: 'unpaid', delivery_status: 'placed', item_count: 3 });
    expect(detail.shipping_address).toMatchObject({ phone: '01712345678', address: 'House 27, Road 7A', district: 'Dhaka', thana: 'Dhanmondi' });

    const reference = paymentUrl.split('/').pop();
    const charge = (await shop.api.get(`/v2/payment/simulated/${reference}`)).body.data;
    expect(charge).toMatchObject({ method: 'bkash', amount: placed.body.data.amount_to_pay, status: 'pending' });

    const declined = await shop.api.post(`/v2/payment/simulated/${reference}/complete`, { outcome: 'declined' });
    expect(declined.body).toEqual({ result: true, message: 'Payment declined', status: 'failed', return_path: `/order-confirmation/${orderId}` });

    expect(await stocks()).toEqual([{ stock: 5 }, { stock: 4 }]);
    expect(await bagLines(shop.db, shopper.userId)).toEqual(bagBefore);
    const after = (await shop.api.get(`/v2/purchase-history-details/${orderId}`, shopper.headers)).body.data[0];
    expect(after).toMatchObject({ delivery_status: 'cancelled', payment_status: 'failed', payment_url: null, can_cancel: false });
  });
});

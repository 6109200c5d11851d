import { setUpTestShop } from '../support/testApi';

// The checkout's delivery settings from the seeded shop: zone prices by quantity, delivery methods
// and pickup points, money in taka.

const shop = setUpTestShop();

describe('GET /v2/inside-outside-dhaka-price', () => {
  it('answers each zone price by the minimum total quantity', async () => {
    const response = await shop.api.get('/v2/inside-outside-dhaka-price');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      insideDhaka: { '1': 60, '3': 80, '6': 120 },
      outsideDhaka: { '1': 120, '3': 150, '6': 200 },
    });
  });
});

describe('GET /v2/shippingChargeExpressAndRegular', () => {
  it('lists the active delivery methods, cheapest first', async () => {
    const response = await shop.api.get('/v2/shippingChargeExpressAndRegular');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: [
        { key: 'regular', name: 'Regular Delivery', price: 0, estimated_days: '3-5 days' },
        { key: 'express', name: 'Express Delivery', price: 100, estimated_days: '1 day' },
      ],
    });
  });
});

describe('GET /v2/pickup-list', () => {
  it('lists the active pickup points', async () => {
    const closed = await shop.db
      .insertInto('pickup_points')
      .values({ name: 'Closed Point', address: 'Nowhere', phone: '01711000999', city: 'Dhaka', status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await shop.api.get('/v2/pickup-list');

    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toHaveLength(4);
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Gulshan Pickup Point',
      address: 'Plot 12, Gulshan Avenue, Gulshan 1, Dhaka 1212',
      phone: '01711000101',
      city: 'Dhaka',
    });
    expect(response.body.data.map((point: { id: number }) => point.id)).not.toContain(closed.id);
  });
});

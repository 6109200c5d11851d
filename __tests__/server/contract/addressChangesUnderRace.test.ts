import { createCustomer, dhakaPlaces } from '../account/customers';
import { readThroughContract } from '../support/contract';
import { setUpTestShop } from '../support/testApi';

// An address changed and deleted at the same moment: every answer is one the contract reads (the
// changed address and the fresh user), or the address is not found; never an answer without it.

const shop = setUpTestShop();

it('concurrent updates, default changes and deletions of one address answer the contract or 404', async () => {
  const customer = await createCustomer(shop.db);
  const places = await dhakaPlaces(shop.db);
  const fields = { name: 'Rahim Uddin', phone: '01712345678', address: 'House 3, Road 9', state_id: places.stateId, city_id: places.cityId };
  await shop.api.post('/v2/user/shipping/create', fields, customer.headers);

  for (let round = 0; round < 5; round += 1) {
    const created = readThroughContract('addressChange', (await shop.api.post('/v2/user/shipping/create', fields, customer.headers)).body);
    const { id } = created.data as { id: number };
    const answers = await Promise.all([
      shop.api.post('/v2/user/shipping/update', { ...fields, id, address: `House ${round}, Road 1` }, customer.headers),
      shop.api.post('/v2/user/shipping/make_default', { id }, customer.headers),
      shop.api.post(`/v2/user/shipping/delete/${id}`, undefined, customer.headers),
      shop.api.post('/v2/user/shipping/update', { ...fields, id, address: `House ${round}, Road 2` }, customer.headers),
      shop.api.post('/v2/user/shipping/make_default', { id }, customer.headers),
    ]);

    for (const answer of answers) {
      if (answer.status === 404) {
        expect(answer.body.message).toBe('Address not found');
        continue;
      }
      expect(answer.status).toBe(200);
      const read = readThroughContract('addressChange', answer.body);
      expect(read.user?.id).toBe(customer.userId);
      expect(read.data).not.toBeNull();
    }
    expect(answers[2].status).toBe(200);
  }
});

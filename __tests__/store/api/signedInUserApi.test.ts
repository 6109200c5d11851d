import { http, HttpResponse } from 'msw';
import { signedOut } from '@/store/authSlice';
import { refreshSignedInUser } from '@/store/api/signedInUserApi';
import { makeStore } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../support/browser';
import { API } from '../support/fakeShop';
import { serveFakeShop } from '../support/fakeShopServer';

const backend = serveFakeShop();

const USER = '/api/v2/auth/user';

describe('refreshSignedInUser', () => {
  it('replaces the stored customer with the server’s copy', async () => {
    backend.shop.updateCustomer({ name: 'Rahim Uddin', affiliate_status: 1 });
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await refreshSignedInUser(store);
    expect(store.getState().auth.user).toMatchObject({ name: 'Rahim Uddin', affiliate_status: 1 });
    expect(backend.shop.requestsTo(USER)[0].authorization).toBe('Bearer customer-token');
  });

  it('asks nothing for a guest', async () => {
    const store = makeStore({ auth: GUEST_SESSION });
    await refreshSignedInUser(store);
    expect(backend.shop.requestsTo(USER)).toEqual([]);
  });

  it('keeps the stored copy when the read fails', async () => {
    backend.server.use(http.get(`${API}/v2/auth/user`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await refreshSignedInUser(store);
    expect(store.getState().auth.user).toEqual(CUSTOMER_SESSION.user);
  });

  it('drops an answer that arrives after the customer signed out', async () => {
    let answer = () => {};
    backend.server.use(
      http.get(`${API}/v2/auth/user`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ result: true, user: { ...CUSTOMER_SESSION.user, name: 'Someone Else' } });
      }),
    );
    const store = makeStore({ auth: CUSTOMER_SESSION });
    const refreshed = refreshSignedInUser(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.dispatch(signedOut());
    answer();
    await refreshed;
    expect(store.getState().auth.user).toBeNull();
  });
});

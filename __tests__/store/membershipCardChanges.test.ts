import { http, HttpResponse } from 'msw';
import { membershipOtpSent } from '@/store/membershipSlice';
import { removeCard, sendCardCode, verifyCardCode } from '@/store/api/bagChangesApi';
import { makeStore } from '@/store/store';
import { createFakeCheckout, MEMBERSHIP_CODE, MEMBERSHIP_NO } from '../components/checkout/support/fakeCheckout';
import { GUEST_SESSION } from './support/browser';
import { API } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';

const backend = serveFakeShop();
beforeEach(() => backend.server.use(...createFakeCheckout(backend.shop).handlers));

function guestStore() {
  return makeStore({ auth: GUEST_SESSION });
}

describe('sendCardCode for a membership card', () => {
  it('keeps the number with the code sent, and hands back the server’s message', async () => {
    const store = guestStore();
    await expect(sendCardCode(store, 'membership', ` ${MEMBERSHIP_NO} `)).resolves.toEqual({
      message: 'A verification code was sent to the card holder (…01)',
      tone: 'success',
    });
    expect(store.getState().membership).toMatchObject({ membership_no: MEMBERSHIP_NO, otp: true, membership_applied: false });
  });

  it('hands back the refusal for the number field, keeping nothing', async () => {
    const store = guestStore();
    await expect(sendCardCode(store, 'membership', 'MEM-0000')).rejects.toHaveProperty('notice', { message: 'Membership card not found', tone: 'error' });
    expect(store.getState().membership.otp).toBe(false);
  });

  it('says "please try Again" when the server cannot answer', async () => {
    backend.server.use(http.post(`${API}/v2/membership/apply`, () => HttpResponse.error()));
    await expect(sendCardCode(guestStore(), 'membership', MEMBERSHIP_NO)).rejects.toHaveProperty('notice', { message: 'please try Again', tone: 'error' });
  });
});

describe('verifyCardCode for a membership card', () => {
  it('applies the card with its discount once the code is right', async () => {
    const store = guestStore();
    await sendCardCode(store, 'membership', MEMBERSHIP_NO);
    await expect(verifyCardCode(store, 'membership', MEMBERSHIP_CODE)).resolves.toEqual({ message: 'Membership card applied', tone: 'success' });
    expect(store.getState().membership).toEqual({ membership_no: MEMBERSHIP_NO, membership_applied: true, membership_amount: 270, otp: false, tax: 0 });
  });

  it('hands back "The code is wrong or has expired" and keeps waiting for the right code', async () => {
    const store = guestStore();
    await sendCardCode(store, 'membership', MEMBERSHIP_NO);
    await expect(verifyCardCode(store, 'membership', '000000')).rejects.toHaveProperty('notice', { message: 'The code is wrong or has expired', tone: 'error' });
    expect(store.getState().membership).toMatchObject({ otp: true, membership_applied: false });
  });

  it('asks for the number first when no code was sent', async () => {
    await expect(verifyCardCode(guestStore(), 'membership', MEMBERSHIP_CODE)).rejects.toHaveProperty('notice', { message: 'Enter the card number first', tone: 'error' });
  });
});

describe('removeCard for a membership card', () => {
  it('says "Membership card removed" and forgets the card', async () => {
    const store = guestStore();
    await sendCardCode(store, 'membership', MEMBERSHIP_NO);
    await verifyCardCode(store, 'membership', MEMBERSHIP_CODE);
    await expect(removeCard(store, 'membership')).resolves.toEqual({ message: 'Membership card removed', tone: 'success' });
    expect(store.getState().membership.membership_applied).toBe(false);
  });

  it('keeps the card and hands back the server’s refusal', async () => {
    const store = guestStore();
    store.dispatch(membershipOtpSent(MEMBERSHIP_NO));
    await expect(removeCard(store, 'membership')).rejects.toHaveProperty('notice', { message: 'No membership card applied', tone: 'error' });
    expect(store.getState().membership.membership_no).toBe(MEMBERSHIP_NO);
  });
});

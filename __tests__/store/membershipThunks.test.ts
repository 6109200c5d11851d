import { http, HttpResponse } from 'msw';
import { membershipOtpSent } from '@/store/membershipSlice';
import { removeMembershipCard, sendMembershipCode, verifyMembershipCode } from '@/store/membershipThunks';
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

it('keeps the `membership/…` action types', () => {
  expect([sendMembershipCode.typePrefix, verifyMembershipCode.typePrefix, removeMembershipCard.typePrefix]).toEqual([
    'membership/sendCode',
    'membership/verifyCode',
    'membership/remove',
  ]);
});

describe('sendMembershipCode', () => {
  it('keeps the number with the code sent, and hands back the server’s message', async () => {
    const store = guestStore();
    await expect(store.dispatch(sendMembershipCode(` ${MEMBERSHIP_NO} `)).unwrap()).resolves.toEqual({
      message: 'A verification code was sent to the card holder (…01)',
      tone: 'success',
    });
    expect(store.getState().membership).toMatchObject({ membership_no: MEMBERSHIP_NO, otp: true, membership_applied: false });
  });

  it('hands back the refusal for the number field, keeping nothing', async () => {
    const store = guestStore();
    const action = await store.dispatch(sendMembershipCode('MEM-0000'));
    expect(action.payload).toEqual({ message: 'Membership card not found', tone: 'error' });
    expect(store.getState().membership.otp).toBe(false);
  });

  it('says "please try Again" when the server cannot answer', async () => {
    backend.server.use(http.post(`${API}/v2/membership/apply`, () => HttpResponse.error()));
    const action = await guestStore().dispatch(sendMembershipCode(MEMBERSHIP_NO));
    expect(action.payload).toEqual({ message: 'please try Again', tone: 'error' });
  });
});

describe('verifyMembershipCode', () => {
  it('applies the card with its discount once the code is right', async () => {
    const store = guestStore();
    await store.dispatch(sendMembershipCode(MEMBERSHIP_NO));
    await expect(store.dispatch(verifyMembershipCode(MEMBERSHIP_CODE)).unwrap()).resolves.toEqual({ message: 'Membership card applied', tone: 'success' });
    expect(store.getState().membership).toEqual({ membership_no: MEMBERSHIP_NO, membership_applied: true, membership_amount: 270, otp: false, tax: 0 });
  });

  it('hands back "The code is wrong or has expired" and keeps waiting for the right code', async () => {
    const store = guestStore();
    await store.dispatch(sendMembershipCode(MEMBERSHIP_NO));
    const action = await store.dispatch(verifyMembershipCode('000000'));
    expect(action.payload).toEqual({ message: 'The code is wrong or has expired', tone: 'error' });
    expect(store.getState().membership).toMatchObject({ otp: true, membership_applied: false });
  });

  it('asks for the number first when no code was sent', async () => {
    const action = await guestStore().dispatch(verifyMembershipCode(MEMBERSHIP_CODE));
    expect(action.payload).toEqual({ message: 'Enter the card number first', tone: 'error' });
  });
});

describe('removeMembershipCard', () => {
  it('says "Membership card removed" and forgets the card', async () => {
    const store = guestStore();
    await store.dispatch(sendMembershipCode(MEMBERSHIP_NO));
    await store.dispatch(verifyMembershipCode(MEMBERSHIP_CODE));
    await expect(store.dispatch(removeMembershipCard()).unwrap()).resolves.toEqual({ message: 'Membership card removed', tone: 'success' });
    expect(store.getState().membership.membership_applied).toBe(false);
  });

  it('keeps the card and hands back the server’s refusal', async () => {
    const store = guestStore();
    store.dispatch(membershipOtpSent(MEMBERSHIP_NO));
    const action = await store.dispatch(removeMembershipCard());
    expect(action.payload).toEqual({ message: 'No membership card applied', tone: 'error' });
    expect(store.getState().membership.membership_no).toBe(MEMBERSHIP_NO);
  });
});

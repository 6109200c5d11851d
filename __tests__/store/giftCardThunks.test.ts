import { http, HttpResponse } from 'msw';
import { removeGiftCard, sendGiftCardCode, verifyGiftCardCode } from '@/store/giftCardThunks';
import { makeStore } from '@/store/store';
import { createFakeCheckout, EMPTY_GIFT_CARD_NO, GIFT_CARD_CODE, GIFT_CARD_NO } from '../components/checkout/support/fakeCheckout';
import { GUEST_SESSION } from './support/browser';
import { API, WHITE_PANJABI } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';

const backend = serveFakeShop();
beforeEach(() => {
  backend.shop.putInBag(WHITE_PANJABI, 2);
  backend.server.use(...createFakeCheckout(backend.shop).handlers);
});

function guestStore() {
  return makeStore({ auth: GUEST_SESSION });
}

it('keeps the `giftCard/…` action types', () => {
  expect([sendGiftCardCode.typePrefix, verifyGiftCardCode.typePrefix, removeGiftCard.typePrefix]).toEqual([
    'giftCard/sendCode',
    'giftCard/verifyCode',
    'giftCard/remove',
  ]);
});

describe('sendGiftCardCode', () => {
  it('keeps the number with the code sent', async () => {
    const store = guestStore();
    await expect(store.dispatch(sendGiftCardCode(GIFT_CARD_NO)).unwrap()).resolves.toMatchObject({ tone: 'success' });
    expect(store.getState().giftCard).toMatchObject({ gift_card_no: GIFT_CARD_NO, otp: true });
  });

  it('hands back why a card cannot pay', async () => {
    const store = guestStore();
    const action = await store.dispatch(sendGiftCardCode(EMPTY_GIFT_CARD_NO));
    expect(action.payload).toEqual({ message: 'This gift card has no balance left', tone: 'error' });
    expect(store.getState().giftCard.otp).toBe(false);
  });
});

describe('verifyGiftCardCode', () => {
  it('applies the card with the amount it pays', async () => {
    const store = guestStore();
    await store.dispatch(sendGiftCardCode(GIFT_CARD_NO));
    await expect(store.dispatch(verifyGiftCardCode(GIFT_CARD_CODE)).unwrap()).resolves.toEqual({ message: 'Gift card applied', tone: 'success' });
    expect(store.getState().giftCard).toEqual({ gift_card_no: GIFT_CARD_NO, gift_card_applied: true, gift_card_amount: 1000, otp: false, tax: 0 });
  });

  it('hands back a wrong code’s refusal', async () => {
    const store = guestStore();
    await store.dispatch(sendGiftCardCode(GIFT_CARD_NO));
    const action = await store.dispatch(verifyGiftCardCode('111111'));
    expect(action.payload).toEqual({ message: 'The code is wrong or has expired', tone: 'error' });
  });
});

describe('removeGiftCard', () => {
  it('says "Gift card removed" and forgets the card', async () => {
    const store = guestStore();
    await store.dispatch(sendGiftCardCode(GIFT_CARD_NO));
    await store.dispatch(verifyGiftCardCode(GIFT_CARD_CODE));
    await expect(store.dispatch(removeGiftCard()).unwrap()).resolves.toEqual({ message: 'Gift card removed', tone: 'success' });
    expect(store.getState().giftCard.gift_card_applied).toBe(false);
  });

  it('says "please try Again" when the removal fails without a message, keeping the card', async () => {
    backend.server.use(http.post(`${API}/v2/gift-card/remove`, () => new HttpResponse(null, { status: 500 })));
    const store = guestStore();
    await store.dispatch(sendGiftCardCode(GIFT_CARD_NO));
    await store.dispatch(verifyGiftCardCode(GIFT_CARD_CODE));
    const action = await store.dispatch(removeGiftCard());
    expect(action.payload).toEqual({ message: 'please try Again', tone: 'error' });
    expect(store.getState().giftCard.gift_card_applied).toBe(true);
  });
});

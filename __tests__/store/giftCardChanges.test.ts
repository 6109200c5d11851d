import { http, HttpResponse } from 'msw';
import { removeCard, sendCardCode, verifyCardCode } from '@/store/api/bagChangesApi';
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

describe('sendCardCode for a gift card', () => {
  it('keeps the number with the code sent', async () => {
    const store = guestStore();
    await expect(sendCardCode(store, 'giftCard', GIFT_CARD_NO)).resolves.toMatchObject({ tone: 'success' });
    expect(store.getState().giftCard).toMatchObject({ gift_card_no: GIFT_CARD_NO, otp: true });
  });

  it('hands back why a card cannot pay', async () => {
    const store = guestStore();
    await expect(sendCardCode(store, 'giftCard', EMPTY_GIFT_CARD_NO)).rejects.toHaveProperty('notice', { message: 'This gift card has no balance left', tone: 'error' });
    expect(store.getState().giftCard.otp).toBe(false);
  });
});

describe('verifyCardCode for a gift card', () => {
  it('applies the card with the amount it pays', async () => {
    const store = guestStore();
    await sendCardCode(store, 'giftCard', GIFT_CARD_NO);
    await expect(verifyCardCode(store, 'giftCard', GIFT_CARD_CODE)).resolves.toEqual({ message: 'Gift card applied', tone: 'success' });
    expect(store.getState().giftCard).toEqual({ gift_card_no: GIFT_CARD_NO, gift_card_applied: true, gift_card_amount: 1000, otp: false, tax: 0 });
  });

  it('hands back a wrong code’s refusal', async () => {
    const store = guestStore();
    await sendCardCode(store, 'giftCard', GIFT_CARD_NO);
    await expect(verifyCardCode(store, 'giftCard', '111111')).rejects.toHaveProperty('notice', { message: 'The code is wrong or has expired', tone: 'error' });
  });
});

describe('removeCard for a gift card', () => {
  it('says "Gift card removed" and forgets the card', async () => {
    const store = guestStore();
    await sendCardCode(store, 'giftCard', GIFT_CARD_NO);
    await verifyCardCode(store, 'giftCard', GIFT_CARD_CODE);
    await expect(removeCard(store, 'giftCard')).resolves.toEqual({ message: 'Gift card removed', tone: 'success' });
    expect(store.getState().giftCard.gift_card_applied).toBe(false);
  });

  it('says "please try Again" when the removal fails without a message, keeping the card', async () => {
    backend.server.use(http.post(`${API}/v2/gift-card/remove`, () => new HttpResponse(null, { status: 500 })));
    const store = guestStore();
    await sendCardCode(store, 'giftCard', GIFT_CARD_NO);
    await verifyCardCode(store, 'giftCard', GIFT_CARD_CODE);
    await expect(removeCard(store, 'giftCard')).rejects.toHaveProperty('notice', { message: 'please try Again', tone: 'error' });
    expect(store.getState().giftCard.gift_card_applied).toBe(true);
  });
});

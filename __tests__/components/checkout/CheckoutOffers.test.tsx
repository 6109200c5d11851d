import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API, WHITE_PANJABI } from '../../store/support/fakeShop';
import { EMPTY_GIFT_CARD_NO, GIFT_CARD_CODE, GIFT_CARD_NO, MEMBERSHIP_CODE, MEMBERSHIP_NO } from './support/fakeCheckout';
import { GUEST_CHECKOUT_ON, renderCheckout, serveFakeCheckout, totalOf } from './support/renderCheckout';

const backend = serveFakeCheckout();
beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

const GUEST = { auth: GUEST_SESSION, settings: GUEST_CHECKOUT_ON };

function box(name: string) {
  return screen.getByRole('group', { name });
}

describe('Checkout offers: coupon', () => {
  it('shows why a coupon does not apply beside the field', async () => {
    const { user } = await renderCheckout(GUEST);
    await user.type(within(box('Coupon')).getByLabelText('Coupon code'), 'EXPIRED50');
    await user.click(within(box('Coupon')).getByRole('button', { name: 'Apply' }));
    expect(await within(box('Coupon')).findByRole('alert')).toHaveTextContent('Invalid coupon code');
    expect(within(box('Coupon')).getByLabelText('Coupon code')).toHaveAccessibleDescription('Invalid coupon code');
    // Inside the checkout's "Offers" step, whose title is a level-2 heading.
    expect(within(box('Coupon')).getByRole('heading', { level: 3, name: 'Coupon' })).toBeInTheDocument();
  });

  it('applies a coupon with Enter (not placing the order), takes it off the total, and removes it with "Coupon Removed"', async () => {
    const { user } = await renderCheckout(GUEST);
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,820.00'));
    await user.type(within(box('Coupon')).getByLabelText('Coupon code'), 'WELCOME10{Enter}');

    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(within(box('Coupon')).getByText('WELCOME10')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Discount')).toBe('−৳100.00'));
    expect(totalOf('Amount to pay')).toBe('৳2,720.00');
    expect(backend.checkout.placements).toEqual([]);

    await user.click(within(box('Coupon')).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByText('Coupon Removed')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,820.00'));
    expect(within(box('Coupon')).getByLabelText('Coupon code')).toBeInTheDocument();
  });

  it('says "Coupon not Removed" when the server keeps the coupon', async () => {
    backend.server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'No' })));
    const { user } = await renderCheckout({
      ...GUEST,
      coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false },
    });
    await user.click(within(box('Coupon')).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByText('Coupon not Removed')).toBeInTheDocument();
    expect(within(box('Coupon')).getByText('WELCOME10')).toBeInTheDocument();
  });

  it('says "Please Login" and goes to the login page when the session is gone', async () => {
    backend.server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })));
    const { user, router } = await renderCheckout({
      auth: CUSTOMER_SESSION,
      coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false },
    });
    await user.click(within(box('Coupon')).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByText('Please Login')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fcheckout');
  });

  it('says "please try Again" when the removal fails otherwise', async () => {
    backend.server.use(http.post(`${API}/v2/coupon-remove`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderCheckout({
      ...GUEST,
      coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false },
    });
    await user.click(within(box('Coupon')).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByText('please try Again')).toBeInTheDocument();
  });
});

describe('Checkout offers: membership card', () => {
  it('sends a code to the holder, applies the card with it, and shows the membership discount', async () => {
    const { user, store } = await renderCheckout(GUEST);
    const membership = box('Membership card');
    await user.type(within(membership).getByLabelText('Membership card number'), MEMBERSHIP_NO);
    await user.click(within(membership).getByRole('button', { name: 'Send code' }));

    expect(await within(membership).findByRole('status')).toHaveTextContent('A verification code was sent to the card holder (…01)');
    await user.type(within(membership).getByLabelText('Verification code'), '000000');
    await user.click(within(membership).getByRole('button', { name: 'Apply' }));
    expect(await within(membership).findByRole('alert')).toHaveTextContent('The code is wrong or has expired');

    await user.clear(within(membership).getByLabelText('Verification code'));
    await user.type(within(membership).getByLabelText('Verification code'), MEMBERSHIP_CODE);
    await user.click(within(membership).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Membership card applied')).toBeInTheDocument();
    expect(within(membership).getByText(MEMBERSHIP_NO)).toBeInTheDocument();
    // Two panjabis at 1,500 less 150 each, less the card's 270, plus 120 shipping: every row counted once.
    await waitFor(() => expect(totalOf('Membership discount')).toBe('−৳270.00'));
    expect([totalOf('Sub total'), totalOf('Product discount'), totalOf('Membership discount'), totalOf('Shipping'), totalOf('Total')]).toEqual([
      '৳3,000.00',
      '−৳300.00',
      '−৳270.00',
      '৳120.00',
      '৳2,550.00',
    ]);
    expect(totalOf('Amount to pay')).toBe('৳2,550.00');
    expect(store.getState().membership).toMatchObject({ membership_no: MEMBERSHIP_NO, membership_applied: true });

    await user.click(within(membership).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Membership card removed')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Membership discount')).toBeNull());
  });

  it('shows a card the server has on the bag though this browser did not apply it, and removes it', async () => {
    backend.checkout.applyMembershipElsewhere();
    const { user } = await renderCheckout(GUEST);
    const membership = box('Membership card');
    expect(await within(membership).findByText(MEMBERSHIP_NO)).toBeInTheDocument();
    expect(within(membership).getByText('Membership discount: −৳270.00')).toBeInTheDocument();

    await user.click(within(membership).getByRole('button', { name: 'Remove' }));
    expect(await within(membership).findByLabelText('Membership card number')).toBeInTheDocument();
    expect(totalOf('Membership discount')).toBeNull();
  });

  it('shows an unknown card’s refusal beside the number', async () => {
    const { user } = await renderCheckout(GUEST);
    const membership = box('Membership card');
    await user.type(within(membership).getByLabelText('Membership card number'), 'MEM-0000');
    await user.click(within(membership).getByRole('button', { name: 'Send code' }));
    expect(await within(membership).findByRole('alert')).toHaveTextContent('Membership card not found');
    expect(within(membership).getByLabelText('Membership card number')).toHaveValue('MEM-0000');
  });

  it('goes back to the number with "Use another card"', async () => {
    const { user } = await renderCheckout(GUEST);
    const membership = box('Membership card');
    await user.type(within(membership).getByLabelText('Membership card number'), MEMBERSHIP_NO);
    await user.click(within(membership).getByRole('button', { name: 'Send code' }));
    await user.click(await within(membership).findByRole('button', { name: 'Use another card' }));
    expect(within(membership).getByLabelText('Membership card number')).toBeInTheDocument();
  });
});

describe('Checkout offers: gift card', () => {
  it('shows a refusal beside the number, then applies another card with its code and pays part of the order', async () => {
    const { user } = await renderCheckout(GUEST);
    const giftCard = box('Gift card');
    const number = within(giftCard).getByLabelText('Gift card number');
    await user.type(number, EMPTY_GIFT_CARD_NO);
    await user.click(within(giftCard).getByRole('button', { name: 'Send code' }));
    expect(await within(giftCard).findByRole('alert')).toHaveTextContent('This gift card has no balance left');
    expect(number).toHaveAccessibleDescription('This gift card has no balance left');

    await user.clear(number);
    await user.type(number, GIFT_CARD_NO);
    await user.click(within(giftCard).getByRole('button', { name: 'Send code' }));
    await user.type(await within(giftCard).findByLabelText('Verification code'), `${GIFT_CARD_CODE}{Enter}`);

    expect(await screen.findByText('Gift card applied')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Gift card')).toBe('−৳1,000.00'));
    expect(totalOf('Total')).toBe('৳2,820.00');
    expect(totalOf('Amount to pay')).toBe('৳1,820.00');
    expect(within(giftCard).getByText('Paid by gift card: −৳1,000.00')).toBeInTheDocument();
    expect(backend.checkout.placements).toEqual([]);
  });
});

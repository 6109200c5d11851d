import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { WHITE_PANJABI } from '../../store/support/fakeShop';
import { GUEST_CHECKOUT_ON, PANJABI_SOLD_OUT, renderCheckout, serveFakeCheckout, totalOf as totalOfSummary } from './support/renderCheckout';

const backend = serveFakeCheckout();
beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

const GUEST = { auth: GUEST_SESSION, settings: GUEST_CHECKOUT_ON };
const CUSTOMER = { auth: CUSTOMER_SESSION };

const renderCheckoutInBangla = (preloadedState: PreloadedState) => renderCheckout(preloadedState, { locale: 'bn' });
const totalOf = (label: string) => totalOfSummary(label, 'অর্ডারের সারাংশ');

describe('Checkout in Bangla', () => {
  it('shows the steps, the choices and the totals in Bangla with Bengali numerals', async () => {
    await renderCheckoutInBangla(CUSTOMER);

    expect(screen.getByRole('heading', { level: 1, name: 'চেকআউট' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /যোগাযোগ ও ঠিকানা/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /ক্যাশ অন ডেলিভারি/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /রেগুলার ডেলিভারি/ })).toBeChecked();
    await waitFor(() => expect(totalOf('পরিশোধযোগ্য মূল্য')).toBe('৳২,৭৬০.০০'));
    expect(totalOf('সাব টোটাল')).toBe('৳৩,০০০.০০');
    expect(totalOf('পণ্যে ছাড়')).toBe('−৳৩০০.০০');
    expect(screen.getByText('পরিমাণ ২')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অর্ডার করুন' })).toBeEnabled();
  });

  it('shows the form’s own rules beside the fields in Bangla', async () => {
    const { user } = await renderCheckoutInBangla(GUEST);
    // The button stays disabled until the server's totals are in; a click before that does nothing.
    const button = screen.getByRole('button', { name: 'অর্ডার করুন' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('অনুগ্রহ করে আপনার নাম লিখুন')).toBeInTheDocument();
    expect(screen.getByLabelText('পুরো নাম')).toHaveAccessibleDescription('অনুগ্রহ করে আপনার নাম লিখুন');
    expect(screen.getByLabelText('মোবাইল নম্বর')).toHaveAccessibleDescription('০১ দিয়ে শুরু ১১ সংখ্যার মোবাইল নম্বর লিখুন');
    expect(backend.checkout.placements).toEqual([]);
  });

  it('shows a 422 field error from the server in Bangla beside its field', async () => {
    const message = 'The shipping phone field must be a valid Bangladeshi mobile number.';
    backend.checkout.answerPlacementsWith(() =>
      HttpResponse.json({ result: false, message, errors: { shipping_phone: [message] } }, { status: 422 }),
    );
    const { user } = await renderCheckoutInBangla(CUSTOMER);
    await user.click(screen.getByRole('radio', { name: 'নতুন ঠিকানা দিন' }));
    await user.type(screen.getByLabelText('ঠিকানা'), 'House 4, Road 2');
    await user.selectOptions(screen.getByLabelText('বিভাগ'), await screen.findByRole('option', { name: 'Dhaka' }));
    await user.selectOptions(screen.getByLabelText('জেলা'), await within(screen.getByLabelText('জেলা')).findByRole('option', { name: 'Dhaka' }));
    await user.selectOptions(screen.getByLabelText('থানা'), await screen.findByRole('option', { name: 'Dhanmondi' }));
    const button = screen.getByRole('button', { name: 'অর্ডার করুন' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('অনুগ্রহ করে উপরে চিহ্নিত তথ্যগুলো ঠিক করুন।')).toBeInTheDocument();
    expect(screen.getByLabelText('মোবাইল নম্বর')).toHaveAccessibleDescription('সঠিক বাংলাদেশি মোবাইল নম্বর দিন।');
  });

  it('explains sold-out items in Bangla', async () => {
    backend.checkout.answerPlacementsWith(PANJABI_SOLD_OUT);
    const { user } = await renderCheckoutInBangla(CUSTOMER);
    const button = screen.getByRole('button', { name: 'অর্ডার করুন' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    const alert = (await screen.findByText('কিছু পণ্য আপনার বেছে নেওয়া পরিমাণে আর পাওয়া যাচ্ছে না।')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Cotton Panjabi: মাত্র ১টি বাকি')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'ব্যাগ আপডেট করুন' })).toHaveAttribute('href', '/cart');
  });

  it('shows a coupon’s refusal in Bangla', async () => {
    const { user } = await renderCheckoutInBangla(GUEST);
    const coupon = screen.getByRole('group', { name: 'কুপন' });
    await user.type(within(coupon).getByLabelText('কুপন কোড'), 'EXPIRED50');
    await user.click(within(coupon).getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect(await within(coupon).findByRole('alert')).toHaveTextContent('কুপন কোডটি সঠিক নয়');
  });
});

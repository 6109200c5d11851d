import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SubscribeTemplate } from '@/components/profile/SubscribeTemplate';
import SubscribePage from '@/pages/subscribe';
import type { User } from '@/contract/account';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API, CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { KNOWN_SUBSCRIBER, serveFakeAccount } from './support/fakeAccount';

const backend = serveFakeShop();
const fake = serveFakeAccount(backend);

function renderSubscribe(user: User = { ...CUSTOMER, email: null, phone: null }) {
  const events = userEvent.setup();
  renderWidget(<SubscribeTemplate />, { preloadedState: { auth: { ...CUSTOMER_SESSION, user } }, router: createTestRouter('/subscribe') });
  const form = screen.getByRole('form', { name: 'Where should we send them?' });
  return { user: events, form };
}

async function fillAndSend(events: ReturnType<typeof userEvent.setup>, form: HTMLElement, { email = '', phone = '' }) {
  if (email) await events.type(within(form).getByLabelText('Email'), email);
  if (phone) await events.type(within(form).getByLabelText('Phone'), phone);
  await events.click(within(form).getByRole('button', { name: 'Subscribe' }));
}

describe('/subscribe', () => {
  it('is a customers-only page in the profile area', () => {
    expect(SubscribePage.protected).toBe(true);
    renderSubscribe();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('aria-current', 'page');
  });

  it("starts with the customer's own email and phone", () => {
    const { form } = renderSubscribe(CUSTOMER);
    expect(within(form).getByLabelText('Email')).toHaveValue('customer@demo.shop');
    expect(within(form).getByLabelText('Phone')).toHaveValue('01711000001');
  });

  it('refuses an email that does not match the pattern: "Email is invalid"', async () => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { email: 'rahim@mail' });
    expect(await within(form).findByText('Email is invalid')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.account.requestsTo('POST', '/v2/subscribe')).toHaveLength(0);
  });

  it.each(['0171100000', '+8801711000001', '0171-1000001'])('refuses the phone %p: "Phone is invalid"', async (phone) => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { phone });
    expect(await within(form).findByText('Phone is invalid')).toBeInTheDocument();
    expect(fake.account.requestsTo('POST', '/v2/subscribe')).toHaveLength(0);
  });

  it('subscribes with an email alone: the server message', async () => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { email: ' Rahim@Example.com ' });
    expect(await screen.findAllByText('Subscribe successfully')).toHaveLength(2);
    expect(fake.account.requestsTo('POST', '/v2/subscribe')[0].body).toEqual({ email: 'Rahim@Example.com' });
  });

  it('subscribes with a phone alone', async () => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { phone: '01911234567' });
    expect(await screen.findAllByText('Subscribe successfully')).toHaveLength(2);
    expect(fake.account.requestsTo('POST', '/v2/subscribe')[0].body).toEqual({ phone: '01911234567' });
  });

  it("shows the server's own success message when it has one", async () => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { email: KNOWN_SUBSCRIBER });
    expect(await screen.findAllByText('You are already subscribed')).toHaveLength(2);
  });

  it('says what was new and what was already there when only one contact was new', async () => {
    const partly = 'Subscribed your email; your phone was already subscribed';
    backend.server.use(http.post(`${API}/v2/subscribe`, () => HttpResponse.json({ result: true, status: 'success', message: partly })));
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { email: 'new@example.com', phone: '01911234567' });
    expect(await screen.findAllByText(partly)).toHaveLength(2);
  });

  it('says "Subscribe successfully" when the success has no message', async () => {
    backend.server.use(http.post(`${API}/v2/subscribe`, () => HttpResponse.json({ result: true, status: 'success', message: '' })));
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { phone: '01911234567' });
    expect(await screen.findAllByText('Subscribe successfully')).toHaveLength(2);
  });

  it("sends an empty form to the API and shows its message: one contact is needed", async () => {
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, {});
    expect(await within(form).findByText('Please enter an email or a phone number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please enter an email or a phone number')).toHaveLength(2);
    expect(fake.account.requestsTo('POST', '/v2/subscribe')[0].body).toEqual({});
  });

  it('says "Something went wrong" when the failure has no message, and keeps what was typed', async () => {
    backend.server.use(http.post(`${API}/v2/subscribe`, () => HttpResponse.error()));
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { email: 'rahim@example.com', phone: '01911234567' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(within(form).getByLabelText('Phone')).toHaveValue('01911234567');
  });

  it("shows a refusal's server message", async () => {
    backend.server.use(
      http.post(`${API}/v2/subscribe`, () =>
        HttpResponse.json({ result: false, message: 'Phone is invalid', errors: { phone: ['Phone is invalid'] } }, { status: 422 }),
      ),
    );
    const { user, form } = renderSubscribe();
    await fillAndSend(user, form, { phone: '01911234567' });
    expect(await within(form).findByText('Phone is invalid')).toBeInTheDocument();
    expect(screen.getAllByText('Phone is invalid')).toHaveLength(2);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NEWSLETTER_POPUP_PAUSE_MS, NewsletterPopup } from '@/components/common/NewsletterPopup';
import { resetBrowser } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { renderWidget, settingsWith } from './support/renderWidget';

const server = setupServer();
let subscriptions: unknown[];

const POPUP_SETTINGS = {
  show_website_popup: '1',
  website_popup_content: '<h2>Get 10% off your first order</h2><p onclick="steal()">Use code <strong>WELCOME10</strong>.</p><script>window.hacked = true</script>',
  website_popup_image_link_id: '7',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  subscriptions = [];
  server.use(
    http.get(`${API}/v2/image-link/7`, () =>
      HttpResponse.json({ success: true, status: 200, data: { id: 7, title: 'Newsletter popup', image: '/media/banners/box/popup.svg', link: '/subscribe' } }),
    ),
    http.post(`${API}/v2/subscribe`, async ({ request }) => {
      subscriptions.push(await request.json());
      return HttpResponse.json({ result: true, status: 'success', message: 'Subscribe successfully' });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Timers are faked only for the pause: the dialog's code then loads on real timers.
const FAKE_TIMERS: Parameters<typeof jest.useFakeTimers>[0] = {
  doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick', 'setImmediate'],
};

/** Renders the popup on a page the shopper has had open for `openForMs`. */
function renderAfter(openForMs: number, settings: Record<string, string> = POPUP_SETTINGS) {
  jest.useFakeTimers(FAKE_TIMERS);
  try {
    const view = renderWidget(<NewsletterPopup />, { preloadedState: { settings: settingsWith({ settings }) } });
    act(() => {
      jest.advanceTimersByTime(openForMs);
    });
    return view;
  } finally {
    jest.useRealTimers();
  }
}

/** Renders the popup for a shopper who scrolls the page once the pause is over: the popup waits for that. */
function renderPopup(settings: Record<string, string> = POPUP_SETTINGS) {
  const view = renderAfter(NEWSLETTER_POPUP_PAUSE_MS, settings);
  fireEvent.scroll(window);
  return view;
}

// The dialog's code is imported when the popup first opens, which takes a while on a busy machine.
const findPopup = () => screen.findByRole('dialog', { name: 'Subscribe to our newsletter' }, { timeout: 5000 });

/** The popup stays away: once its code has loaded, an opening popup shows well within this. */
const expectNoPopup = () =>
  expect(screen.findByRole('dialog', { hidden: true }, { timeout: 1500 })).rejects.toThrow();

async function fillAndSubmit(fields: { email?: string; phone?: string }) {
  const user = userEvent.setup();
  renderPopup();
  const popup = await findPopup();
  if (fields.email) await user.type(within(popup).getByLabelText('Email'), fields.email);
  if (fields.phone) await user.type(within(popup).getByLabelText('Phone'), fields.phone);
  await user.click(within(popup).getByRole('button', { name: 'Subscribe' }));
  return { user, popup };
}

describe('NewsletterPopup', () => {
  it('shows when show_website_popup is "1" and the popup cookie is absent', async () => {
    renderPopup();
    expect(await findPopup()).toBeInTheDocument();
  });

  it('waits for a pause before a scroll opens it, so it never covers a page the shopper has only just opened', async () => {
    renderAfter(NEWSLETTER_POPUP_PAUSE_MS - 1);
    fireEvent.scroll(window);
    await expectNoPopup();
  });

  it('never opens at a tap, a click or a key press, where it would land under the finger', async () => {
    renderAfter(NEWSLETTER_POPUP_PAUSE_MS);
    fireEvent.pointerDown(window);
    fireEvent.pointerUp(window);
    fireEvent.click(document.body);
    fireEvent.keyDown(window, { key: 'Tab' });
    await expectNoPopup();
    fireEvent.scroll(window);
    expect(await findPopup()).toBeInTheDocument();
  });

  it('stays away from a shopper who has not scrolled, however long they read', async () => {
    renderAfter(10 * 60 * 1000);
    await expectNoPopup();
  });

  it('stays away when show_website_popup is not "1"', async () => {
    renderPopup({ ...POPUP_SETTINGS, show_website_popup: '0' });
    await expectNoPopup();
  });

  it('stays away when the popup cookie is set', async () => {
    Cookies.set('popup', '1', { path: '/' });
    renderPopup();
    await expectNoPopup();
  });

  it('stays away when the popup cookie is set while the page is open, as closing it in another tab does', async () => {
    renderAfter(NEWSLETTER_POPUP_PAUSE_MS);
    Cookies.set('popup', '1', { path: '/' });
    fireEvent.scroll(window);
    await expectNoPopup();
  });

  it('shows website_popup_content without its script and event handlers', async () => {
    renderPopup();
    const popup = await findPopup();
    expect(within(popup).getByRole('heading', { name: 'Get 10% off your first order' })).toBeInTheDocument();
    expect(within(popup).getByText('WELCOME10')).toBeInTheDocument();
    expect(popup.querySelector('script')).toBeNull();
    expect(popup.querySelector('[onclick]')).toBeNull();
  });

  it('shows the image of website_popup_image_link_id', async () => {
    renderPopup();
    const popup = await findPopup();
    await waitFor(() => expect(popup.querySelector('img')).toHaveAttribute('src', '/media/banners/box/popup.svg'));
  });

  it('sets the popup cookie and goes when closed', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(within(await findPopup()).getByRole('button', { name: 'Close newsletter popup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get('popup')).toBeDefined();
  });

  it('never opens again once closed, whatever the shopper does next on the page', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(within(await findPopup()).getByRole('button', { name: 'Close newsletter popup' }));
    fireEvent.keyDown(window, { key: 'Shift' });
    fireEvent.scroll(window);
    fireEvent.pointerDown(window);
    fireEvent.scroll(window);
    await expectNoPopup();
  });

  it('closes on Escape, setting the cookie', async () => {
    const user = userEvent.setup();
    renderPopup();
    await findPopup();
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get('popup')).toBeDefined();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderPopup();
    const popup = await findPopup();
    const close = within(popup).getByRole('button', { name: 'Close newsletter popup' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(popup).getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('leaves the form out when show_subscribe_form is "0"', async () => {
    renderPopup({ ...POPUP_SETTINGS, show_subscribe_form: '0' });
    const popup = await findPopup();
    expect(within(popup).getByRole('heading', { name: 'Get 10% off your first order' })).toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  describe('subscribe form', () => {
    it('says "Email is invalid" for a malformed email, sending nothing', async () => {
      const { popup } = await fillAndSubmit({ email: 'rahim@shop' });
      expect(await within(popup).findByText('Email is invalid')).toBeInTheDocument();
      expect(subscriptions).toEqual([]);
    });

    it('says "Phone is invalid" for a phone that is not 11 digits, sending nothing', async () => {
      const { popup } = await fillAndSubmit({ phone: '017110000' });
      expect(await within(popup).findByText('Phone is invalid')).toBeInTheDocument();
      expect(subscriptions).toEqual([]);
    });

    it('asks for an email or a phone when both are empty', async () => {
      const { popup } = await fillAndSubmit({});
      expect(await within(popup).findByText('Please enter an email or a phone number')).toBeInTheDocument();
      expect(subscriptions).toEqual([]);
    });

    it('subscribes with the email alone, toasts the server’s message, sets the cookie and closes', async () => {
      await fillAndSubmit({ email: 'rahim@example.com' });
      expect(await screen.findByText('Subscribe successfully')).toBeInTheDocument();
      expect(subscriptions).toEqual([{ email: 'rahim@example.com' }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(Cookies.get('popup')).toBeDefined();
    });

    it('subscribes with the phone alone', async () => {
      await fillAndSubmit({ phone: '01711000001' });
      await waitFor(() => expect(subscriptions).toEqual([{ phone: '01711000001' }]));
    });

    it('toasts the server’s own success message', async () => {
      server.use(http.post(`${API}/v2/subscribe`, () => HttpResponse.json({ result: true, status: 'success', message: 'You are already subscribed' })));
      await fillAndSubmit({ email: 'rahim@example.com' });
      expect(await screen.findByText('You are already subscribed')).toBeInTheDocument();
    });

    it('toasts "Subscribe successfully" when the server gives no message', async () => {
      server.use(http.post(`${API}/v2/subscribe`, () => HttpResponse.json({ result: true, status: 'success', message: '' })));
      await fillAndSubmit({ email: 'rahim@example.com' });
      expect(await screen.findByText('Subscribe successfully')).toBeInTheDocument();
    });

    it('toasts the server’s refusal and stays open without setting the cookie', async () => {
      server.use(
        http.post(`${API}/v2/subscribe`, () =>
          HttpResponse.json({ result: false, message: 'Email is invalid', errors: { email: ['Email is invalid'] } }, { status: 422 }),
        ),
      );
      const { popup } = await fillAndSubmit({ email: 'rahim@example.com' });
      expect(await screen.findAllByText('Email is invalid')).toHaveLength(2);
      expect(popup).toBeInTheDocument();
      expect(Cookies.get('popup')).toBeUndefined();
    });

    it('toasts "Something went wrong" when the server fails without a message', async () => {
      server.use(http.post(`${API}/v2/subscribe`, () => new HttpResponse(null, { status: 500 })));
      await fillAndSubmit({ email: 'rahim@example.com' });
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MembershipTemplate } from '@/components/membership/MembershipTemplate';
import type { PaymentType } from '@/contract/checkout';
import type { MembershipCardType, OwnMembership } from '@/contract/cart';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';

const backend = serveFakeShop();

const DAY_MS = 24 * 60 * 60 * 1000;

const GOLD: MembershipCardType = {
  id: 2,
  name: 'Gold',
  image: '/media/banners/card/d4a017/Gold Membership.svg',
  price: 1600,
  stroked_price: 2000,
  member_discount_percent: 20,
  validity_days: 365,
};

const PLATINUM: MembershipCardType = { ...GOLD, id: 3, name: 'Platinum', image: null, price: 4000, stroked_price: 5000, validity_days: 730 };

const PAYMENT_TYPES: PaymentType[] = [
  { payment_type: 'cash', payment_type_key: 'cash_on_delivery', image: null, name: 'Cash on Delivery', title: 'Pay in cash when your order arrives' },
  { payment_type: 'online', payment_type_key: 'bkash', image: '/media/brand/bkash.svg', name: 'bKash', title: 'Pay with your bKash account' },
  { payment_type: 'online', payment_type_key: 'nagad', image: '/media/brand/nagad.svg', name: 'Nagad', title: 'Pay with your Nagad account' },
];

const OLD_GOLD: OwnMembership = {
  membership_no: 'MEM-1001',
  card_name: 'Gold',
  status: 'active',
  expires_at: new Date(Date.now() + 305 * DAY_MS).toISOString(),
  purchase_id: null,
};

interface SeenPurchase {
  body: unknown;
  authorization: string | null;
}

let purchases: SeenPurchase[];
let ownCardRequests: number;
let ownCards: OwnMembership[];

beforeEach(() => {
  purchases = [];
  ownCardRequests = 0;
  ownCards = [OLD_GOLD];
  backend.server.use(
    http.get(`${API}/v2/payment-types`, () => HttpResponse.json(PAYMENT_TYPES)),
    http.get(`${API}/v2/membership/mine`, () => {
      ownCardRequests += 1;
      return HttpResponse.json({ success: true, status: 200, data: ownCards });
    }),
    http.post(`${API}/v2/membership/purchase_store`, async ({ request }) => {
      purchases.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
      return HttpResponse.json({
        result: true,
        message: 'Your membership card is waiting for payment',
        data: { purchase_id: 7, amount: 1600, payment_url: '/payment/simulated/5f2c9a' },
      });
    }),
  );
});

function renderMembership({
  preloadedState = { auth: GUEST_SESSION },
  cards = [GOLD, PLATINUM],
  errorMessage = null,
  query = {},
}: { preloadedState?: PreloadedState; cards?: MembershipCardType[]; errorMessage?: string | null; query?: Record<string, string> } = {}) {
  const router = createTestRouter('/membership');
  router.query = query;
  return renderWidget(<MembershipTemplate cards={cards} siteUrl="https://shop.example" errorMessage={errorMessage} />, { preloadedState, router });
}

function tileOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

async function openBuyDialog(cardName = 'Gold') {
  const user = userEvent.setup();
  await user.click(within(tileOf(cardName)).getByRole('button', { name: `Buy ${cardName} card` }));
  const dialog = await screen.findByRole('dialog', { name: `Buy the ${cardName} card` });
  return { user, dialog };
}

describe('MembershipTemplate', () => {
  describe('the cards on sale', () => {
    it('shows each card with its picture, price against the stroked price, validity and member benefit', () => {
      renderMembership();
      const gold = tileOf('Gold');
      expect(within(gold).getByRole('img', { name: 'Gold membership card' })).toHaveAttribute('src', GOLD.image);
      expect(within(gold).getByText('৳1,600.00')).toBeInTheDocument();
      expect(within(gold).getByRole('deletion')).toHaveTextContent('Regular price ৳2,000.00');
      expect(within(gold).getByText('20% off')).toBeInTheDocument();
      expect(within(gold).getByText('Valid for 1 year from the day you buy it')).toBeInTheDocument();
      expect(within(gold).getByText('Members pay 20% less than the regular price on every item')).toBeInTheDocument();

      const platinum = tileOf('Platinum');
      expect(within(platinum).getByRole('img', { name: 'Platinum membership card' })).toHaveAttribute('src', '/media/brand/placeholder.svg');
      expect(within(platinum).getByText('Valid for 2 years from the day you buy it')).toBeInTheDocument();
    });

    it('shows the server’s failure as a message', () => {
      renderMembership({ cards: [], errorMessage: 'The membership cards could not be loaded right now. Please try again in a moment.' });
      expect(screen.getByRole('alert')).toHaveTextContent('The membership cards could not be loaded right now.');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });

    it('says so when no card is on sale', () => {
      renderMembership({ cards: [] });
      expect(screen.getByText('No membership cards are on sale right now. Please check back soon.')).toBeInTheDocument();
    });
  });

  describe('buying a card', () => {
    it('sends a visitor who is not signed in to log in and come back here', async () => {
      const user = userEvent.setup();
      const { router } = renderMembership({ preloadedState: { auth: GUEST_SESSION } });
      await user.click(within(tileOf('Gold')).getByRole('button', { name: 'Buy Gold card' }));
      expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fmembership');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(purchases).toEqual([]);
    });

    it('lets a customer pay online and sends them to the payment page', async () => {
      const { router } = renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { user, dialog } = await openBuyDialog();

      // The choices show once the dialog has loaded the payment types (a status says so meanwhile).
      const methods = await within(dialog).findByRole('group', { name: 'Pay with' });
      expect(within(methods).getByRole('radio', { name: /bKash/ })).toBeInTheDocument();
      expect(within(methods).getByRole('radio', { name: /Nagad/ })).toBeInTheDocument();
      expect(within(methods).queryByRole('radio', { name: /Cash on Delivery/ })).not.toBeInTheDocument();

      await user.click(within(methods).getByRole('radio', { name: /bKash/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay ৳1,600.00' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/simulated/5f2c9a'));
      expect(purchases).toEqual([{ body: { card_type_id: 2, payment_type: 'bkash' }, authorization: 'Bearer customer-token' }]);
    });

    it('asks for a payment method before sending anything', async () => {
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { user, dialog } = await openBuyDialog();
      await within(dialog).findByRole('radio', { name: /bKash/ });

      await user.click(within(dialog).getByRole('button', { name: 'Pay ৳1,600.00' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose how you want to pay');
      expect(purchases).toEqual([]);
    });

    it('shows the server’s refusal of the payment method beside the choices', async () => {
      backend.server.use(
        http.post(`${API}/v2/membership/purchase_store`, () =>
          HttpResponse.json(
            { result: false, message: 'A membership card is paid online.', errors: { payment_type: ['A membership card is paid online.'] } },
            { status: 422 },
          ),
        ),
      );
      const { router } = renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { user, dialog } = await openBuyDialog();
      await user.click(await within(dialog).findByRole('radio', { name: /Nagad/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay ৳1,600.00' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('A membership card is paid online.');
      expect(within(dialog).getByRole('radio', { name: /Nagad/ })).toBeChecked();
      expect(router.push).not.toHaveBeenCalled();
    });

    it('shows a failed purchase as a message and keeps the choice', async () => {
      backend.server.use(http.post(`${API}/v2/membership/purchase_store`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { user, dialog } = await openBuyDialog('Platinum');
      await user.click(await within(dialog).findByRole('radio', { name: /bKash/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay ৳4,000.00' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server Error');
      expect(within(dialog).getByRole('radio', { name: /bKash/ })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Pay ৳4,000.00' })).toBeEnabled();
    });

    it('sends the customer to log in when the session has ended', async () => {
      backend.server.use(
        http.post(`${API}/v2/membership/purchase_store`, () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })),
      );
      const { router } = renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { user, dialog } = await openBuyDialog();
      await user.click(await within(dialog).findByRole('radio', { name: /bKash/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay ৳1,600.00' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fmembership'));
    });

    it('says so when no online payment is available', async () => {
      backend.server.use(http.get(`${API}/v2/payment-types`, () => HttpResponse.json([PAYMENT_TYPES[0]])));
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { dialog } = await openBuyDialog();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Online payment is not available right now');
      expect(within(dialog).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    });

    it('says so when the payment methods cannot be loaded', async () => {
      backend.server.use(http.get(`${API}/v2/payment-types`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const { dialog } = await openBuyDialog();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment methods could not be loaded just now.');
    });
  });

  describe('your cards', () => {
    it('lists a customer’s cards with number, card, status and expiry, and the checkout hint', async () => {
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const section = await screen.findByRole('region', { name: 'Your cards' });
      const card = await within(section).findByRole('listitem');
      expect(within(card).getByText('Card number').nextElementSibling).toHaveTextContent('MEM-1001');
      expect(within(card).getByText('Card').nextElementSibling).toHaveTextContent('Gold');
      expect(within(card).getByText('Status').nextElementSibling).toHaveTextContent('Active');
      const expiry = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(
        new Date(OLD_GOLD.expires_at),
      );
      expect(within(card).getByText('Valid until').nextElementSibling).toHaveTextContent(expiry);
      expect(within(section).getByText(/Enter your card number at checkout/)).toBeInTheDocument();
    });

    it('says when the customer has no card yet', async () => {
      ownCards = [];
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      expect(await screen.findByText('You have no membership card yet. Choose one above to start saving.')).toBeInTheDocument();
    });

    it('shows a failure to load them as a message', async () => {
      backend.server.use(http.get(`${API}/v2/membership/mine`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      const section = screen.getByRole('region', { name: 'Your cards' });
      expect(await within(section).findByRole('alert')).toHaveTextContent('Server Error');
    });

    it('is not shown to a visitor who is not signed in', async () => {
      renderMembership({ preloadedState: { auth: GUEST_SESSION } });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('region', { name: 'Your cards' })).not.toBeInTheDocument();
      expect(ownCardRequests).toBe(0);
    });
  });

  describe('back from the payment page (?purchase=)', () => {
    const justBought = new Date(Date.now() + 365 * DAY_MS).toISOString();
    const otherPurchase: OwnMembership = { membership_no: 'MEM-100200', card_name: 'Silver', status: 'active', expires_at: justBought, purchase_id: 6 };

    it('says the payment was received when the card this purchase issued is listed', async () => {
      ownCards = [
        OLD_GOLD,
        otherPurchase,
        { membership_no: 'MEM-482913', card_name: 'Platinum', status: 'active', expires_at: new Date(Date.now() + 730 * DAY_MS).toISOString(), purchase_id: 7 },
      ];
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION }, query: { purchase: '7' } });
      expect(await screen.findByText('Payment received. Your Platinum card MEM-482913 is listed below under Your cards.')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Your cards' })).getByText('MEM-482913')).toBeInTheDocument();
    });

    it('says the payment did not go through when no card carries this purchase, even beside another purchase’s new card', async () => {
      ownCards = [OLD_GOLD, otherPurchase];
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION }, query: { purchase: '7' } });
      await waitFor(() =>
        expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Your payment did not go through'))).toBe(true),
      );
      expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
    });

    it('says nothing about a purchase without ?purchase=', async () => {
      renderMembership({ preloadedState: { auth: CUSTOMER_SESSION } });
      await screen.findByText('MEM-1001');
      expect(screen.queryByText(/Payment received|did not go through/)).not.toBeInTheDocument();
    });
  });
});

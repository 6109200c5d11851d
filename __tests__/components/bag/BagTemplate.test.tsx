import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BagTemplate } from '@/components/bag/BagTemplate';
import type { CartSummary, PromotionSelection } from '@/contract/cart';
import { initialAuthState } from '@/store/authSlice';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API, RED_SAREE, WHITE_PANJABI } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

const backend = serveFakeShop();

const COUPON_DISCOUNT = 100;
const BUY_QUANTITY = 3;

function piecesInBag(): number {
  return backend.shop.quantityOf(WHITE_PANJABI.barcode) + backend.shop.quantityOf(RED_SAREE.barcode);
}

/** The summary as the contract reads it: the sub total after the lines' own discounts, the coupon apart. */
function contractSummary(): CartSummary {
  const subTotal = [WHITE_PANJABI, RED_SAREE].reduce(
    (total, variant) => total + (variant.price - variant.discount) * backend.shop.quantityOf(variant.barcode),
    0,
  );
  const regularSubTotal = [WHITE_PANJABI, RED_SAREE].reduce((total, variant) => total + variant.price * backend.shop.quantityOf(variant.barcode), 0);
  const discount = backend.shop.couponCode() ? COUPON_DISCOUNT : 0;
  return {
    coupon_applied: backend.shop.couponCode() !== null,
    coupon_code: backend.shop.couponCode(),
    discount,
    grand_total: subTotal - discount,
    grand_total_value: subTotal - discount,
    loyality_applied: false,
    shipping_cost: 0,
    sub_total: subTotal,
    tax: 0,
    regular_sub_total: regularSubTotal,
  };
}

function promotion(): PromotionSelection {
  const pieces = piecesInBag();
  return {
    title: 'Buy 3, save 5%',
    buy_quantity: BUY_QUANTITY,
    discount_percent: 5,
    quantity_in_bag: pieces,
    quantity_needed: Math.max(0, BUY_QUANTITY - pieces),
    eligible: pieces >= BUY_QUANTITY,
    discount: pieces >= BUY_QUANTITY ? 150 : 0,
  };
}

beforeEach(() => {
  backend.server.use(
    http.get(`${API}/v2/cart-summary`, () => HttpResponse.json(contractSummary())),
    http.get(`${API}/v3/carts/promotion-get-selection`, () => HttpResponse.json({ success: true, status: 200, data: promotion() })),
  );
});

function renderBag(preloadedState: PreloadedState = { auth: GUEST_SESSION }) {
  return renderWidget(<BagTemplate />, { preloadedState });
}

async function lineOf(name: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Items in your bag' });
  const link = await within(list).findByRole('link', { name });
  return link.closest('li')!;
}

function summaryFigure(term: string | RegExp): string | null {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('BagTemplate (the full bag page)', () => {
  it('loads the lines from the server and shows each one with its prices and total', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    backend.shop.putInBag(RED_SAREE, 1);
    renderBag();

    const panjabi = await lineOf('Cotton Panjabi');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeInTheDocument();
    expect(screen.getByText('(3 items)')).toBeInTheDocument();
    expect(within(panjabi).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(within(panjabi).getByText('৳1,350.00')).toBeInTheDocument();
    expect(within(panjabi).getByRole('deletion')).toHaveTextContent('Regular price ৳1,500.00');
    expect(within(panjabi).getByText('৳2,700.00')).toBeInTheDocument();
    expect(within(panjabi).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('2');

    const saree = await lineOf('Jamdani Saree');
    expect(within(saree).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(saree).getAllByText('৳4,200.00')).toHaveLength(2);
  });

  it('outlines the page as a heading per part: the coupon and the summary under the page title', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 1);
    renderBag();

    await lineOf('Cotton Panjabi');
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Shopping Bag',
      'H2 Coupon',
      'H2 Order summary',
    ]);
  });

  it('shows the breadcrumb Home > Shopping Bag', async () => {
    renderBag();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Shopping Bag')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the colour and size of a line', async () => {
    backend.server.use(
      http.post(`${API}/v2/carts`, () =>
        HttpResponse.json([
          {
            name: 'Inhouse',
            owner_id: 1,
            cart_items: [
              {
                id: 1, original_price: 1500, owner_id: 1, user_id: 41, product_id: 12, product_name: 'Cotton Panjabi', sku: 'PNJ-WHT-M',
                barcode: 'PNJ-WHT-M', product_thumbnail_image: '/media/products/panjabi/white/front.svg', variation: 'White-M', price: 1500,
                currency_symbol: '৳', tax: 0, shipping_cost: 0, quantity: 1, discount: 150, lower_limit: 1, upper_limit: 3, stock: 3,
                circular_discount: 0, flash_discount: 0, loyalty_discount: 0, slug: 'cotton-panjabi', digital: 0, color: 'White', size: 'M',
              },
            ],
          },
        ]),
      ),
    );
    renderBag();
    const panjabi = await lineOf('Cotton Panjabi');
    expect(within(panjabi).getByText('Colour: White')).toBeInTheDocument();
    expect(within(panjabi).getByText('Size: M')).toBeInTheDocument();
    expect(panjabi.querySelector('img')).toHaveAttribute('src', '/media/products/panjabi/white/front.svg');
  });

  it('waits for the session before asking for the bag', () => {
    renderBag({ auth: initialAuthState });
    expect(screen.getByRole('status', { name: 'Loading your bag' })).toBeInTheDocument();
    expect(screen.queryByText('Add Something to Cart')).not.toBeInTheDocument();
    expect(backend.shop.requests).toEqual([]);
  });

  it('shows a friendly empty state with a way back to the shop', async () => {
    renderBag();
    expect(await screen.findByText('Add Something to Cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('says so when the bag cannot be loaded, and tries again on request', async () => {
    backend.shop.putInBag(RED_SAREE, 1);
    backend.server.use(http.post(`${API}/v2/carts`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderBag();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bag could not be loaded just now. Please try again.');
    expect(screen.queryByText('Add Something to Cart')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await lineOf('Jamdani Saree')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('quantity and removal', () => {
    it('adds a piece with plus, toasting "Added to cart" and updating the line total', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const user = userEvent.setup();
      renderBag();
      const panjabi = await lineOf('Cotton Panjabi');

      await user.click(within(panjabi).getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      expect(await screen.findByText('Added to cart')).toBeInTheDocument();
      expect(backend.shop.quantityOf(WHITE_PANJABI.barcode)).toBe(3);
      await waitFor(() => expect(within(panjabi).getByText('৳4,050.00')).toBeInTheDocument());
      expect(within(panjabi).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('3');
    });

    it('takes one piece off with minus above 1', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const user = userEvent.setup();
      renderBag();
      const panjabi = await lineOf('Cotton Panjabi');

      await user.click(within(panjabi).getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' }));
      await waitFor(() => expect(within(panjabi).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('1'));
      expect(backend.shop.requestsTo('/api/v2/carts/delete')[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-M', remove_all: false });
    });

    it('says "Quantity can not be less than 1" on minus at 1 and keeps the line', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 1);
      const user = userEvent.setup();
      renderBag();
      const panjabi = await lineOf('Cotton Panjabi');

      await user.click(within(panjabi).getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' }));
      expect(await screen.findByText('Quantity can not be less than 1')).toBeInTheDocument();
      expect(backend.shop.requestsTo('/api/v2/carts/delete')).toEqual([]);
      expect(backend.shop.quantityOf(WHITE_PANJABI.barcode)).toBe(1);
    });

    it('toasts the server’s refusal when plus goes beyond the stock', async () => {
      backend.shop.putInBag(WHITE_PANJABI, WHITE_PANJABI.stock);
      const user = userEvent.setup();
      renderBag();
      const panjabi = await lineOf('Cotton Panjabi');

      await user.click(within(panjabi).getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      expect(await screen.findByText('Stock not available')).toBeInTheDocument();
      expect(within(panjabi).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('3');
    });

    it('removes a line, and shows the empty state once the last one is gone', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const user = userEvent.setup();
      renderBag();
      const panjabi = await lineOf('Cotton Panjabi');

      await user.click(within(panjabi).getByRole('button', { name: 'Remove Cotton Panjabi' }));
      expect(await screen.findByText('Add Something to Cart')).toBeInTheDocument();
      expect(backend.shop.requestsTo('/api/v2/carts/delete')[0].body).toMatchObject({ barcode: 'PNJ-WHT-M', remove_all: true });
      expect(backend.shop.quantityOf(WHITE_PANJABI.barcode)).toBe(0);
    });
  });

  describe('promotion', () => {
    it('says how many more pieces reach the promotion, and what it saves once reached', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const user = userEvent.setup();
      renderBag();

      const banner = await screen.findByRole('region', { name: 'Promotion' });
      expect(await within(banner).findByText('Add 1 more item to save 5%')).toBeInTheDocument();
      expect(within(banner).getByRole('progressbar', { name: 'Progress towards the promotion' })).toHaveAttribute('aria-valuenow', '67');

      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      expect(await within(banner).findByText('You save 5% on this bag')).toBeInTheDocument();
      expect(within(banner).getByText('(−৳150.00)')).toBeInTheDocument();
    });

    it('asks for the promotion with the api’s state created outside any render, and React reports no error', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const errors = jest.spyOn(console, 'error');
      try {
        const { store } = renderBag();
        // Created while React renders, the api's state would update every component reading the store then.
        let creation: string | undefined;
        const stopWatching = store.subscribe(() => {
          if (creation === undefined && 'api' in store.getState()) creation = new Error('api state created').stack;
        });
        const banner = await screen.findByRole('region', { name: 'Promotion' });
        expect(await within(banner).findByText('Add 1 more item to save 5%')).toBeInTheDocument();
        stopWatching();
        expect(creation).toBeDefined();
        expect(creation).not.toMatch(/renderWithHooks/);
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it('shows nothing when the promotion is off', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      let answered = false;
      backend.server.use(
        http.get(`${API}/v3/carts/promotion-get-selection`, () => {
          answered = true;
          return HttpResponse.json({ success: true, status: 200, data: { ...promotion(), buy_quantity: 0, quantity_needed: 0 } });
        }),
      );
      renderBag();
      await lineOf('Cotton Panjabi');
      await waitFor(() => expect(answered).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    });

    it('leaves the hint out, and the bag as it is, when the promotion cannot be loaded', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      let asked = 0;
      backend.server.use(
        http.get(`${API}/v3/carts/promotion-get-selection`, () => {
          asked += 1;
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }),
      );
      renderBag();
      await lineOf('Cotton Panjabi');
      await waitFor(() => expect(asked).toBe(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    });

    it('takes the hint away when the answer for a new count fails, rather than showing the old count’s', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      const user = userEvent.setup();
      renderBag();
      const banner = await screen.findByRole('region', { name: 'Promotion' });
      expect(await within(banner).findByText('Add 1 more item to save 5%')).toBeInTheDocument();

      backend.server.use(http.get(`${API}/v3/carts/promotion-get-selection`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument());
    });
  });

  describe('order summary', () => {
    it('starts from the regular prices and takes the product discount and the coupon off once, with shipping left to checkout', async () => {
      backend.shop.putInBag(WHITE_PANJABI, 2);
      backend.shop.putInBag(RED_SAREE, 1);
      backend.server.use(
        http.get(`${API}/v2/cart-summary`, () =>
          HttpResponse.json({
            ...contractSummary(),
            regular_sub_total: 7200,
            sub_total: 6587.5,
            discount: 250,
            tax: 32.25,
            grand_total: 6369.75,
            grand_total_value: 6369.75,
          }),
        ),
      );
      renderBag();
      await lineOf('Cotton Panjabi');

      // 1,500 × 2 + 4,200 at regular prices; 7,200 − 612.50 − 250 + 32.25 = 6,369.75.
      await waitFor(() => expect(summaryFigure('Sub total')).toBe('৳7,200.00'));
      expect(summaryFigure('Product discount')).toBe('−৳612.50');
      expect(summaryFigure('Discount')).toBe('−৳250.00');
      expect(summaryFigure('Tax')).toBe('৳32.25');
      expect(summaryFigure('Shipping')).toBe('Calculated at checkout');
      expect(summaryFigure('Total')).toBe('৳6,369.75');
      expect(screen.getByText('You save ৳862.50 on this order')).toBeInTheDocument();
    });

    it('with a membership card, shows the sub total at the regular price and the membership discount once, so the rows add up', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      backend.server.use(
        http.get(`${API}/v2/cart-summary`, () =>
          HttpResponse.json({
            ...contractSummary(),
            sub_total: 3360,
            grand_total: 3360,
            membership_applied: true,
            membership_no: 'MEM-1001',
            membership_discount: 840,
            gift_card_applied: true,
            gift_card_no: 'GIFT-1000-DEMO',
            gift_card_amount: 1000,
            amount_to_pay: 2360,
          }),
        ),
      );
      renderBag();
      await lineOf('Jamdani Saree');

      // 4,200 − 840 = 3,360: nothing else was taken off the saree.
      await waitFor(() => expect(summaryFigure('Membership discount (MEM-1001)')).toBe('−৳840.00'));
      expect(summaryFigure('Sub total')).toBe('৳4,200.00');
      expect(screen.queryByText('Product discount')).not.toBeInTheDocument();
      expect(summaryFigure('Total')).toBe('৳3,360.00');
      expect(summaryFigure('Gift card (GIFT-1000-DEMO)')).toBe('−৳1,000.00');
      expect(summaryFigure('Amount to pay')).toBe('৳2,360.00');
    });

    it('links "Continue shopping" to the shop', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      renderBag();
      await lineOf('Jamdani Saree');
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    });
  });

  describe('Proceed to checkout', () => {
    it('sends a guest to log in and come back to checkout when guest checkout is off', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      renderBag({ auth: GUEST_SESSION, settings: settingsWith({ settings: { guest_checkout: '0' } }) });
      await lineOf('Jamdani Saree');
      expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
    });

    it('sends a guest to /checkout when guest checkout is on', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      renderBag({ auth: GUEST_SESSION, settings: settingsWith({ settings: { guest_checkout: '1' } }) });
      await lineOf('Jamdani Saree');
      expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    });

    it('sends a signed-in customer to /checkout', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      renderBag({ auth: CUSTOMER_SESSION, settings: settingsWith({ settings: { guest_checkout: '0' } }) });
      await lineOf('Jamdani Saree');
      expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    });
  });

  describe('coupon', () => {
    it('applies a coupon: "Coupon applied", the code shown as applied and its discount in the summary', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      const user = userEvent.setup();
      renderBag();
      await lineOf('Jamdani Saree');

      await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
      expect(backend.shop.couponCode()).toBe('WELCOME10');
      const coupon = screen.getByRole('group', { name: 'Coupon' });
      expect(await within(coupon).findByText('WELCOME10')).toBeInTheDocument();
      expect(within(coupon).getByText('−৳100.00')).toBeInTheDocument();
      expect(summaryFigure('Discount (WELCOME10)')).toBe('−৳100.00');
      expect(summaryFigure('Total')).toBe('৳4,100.00');
    });

    it('shows the refusal beside the field and keeps the typed code', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      const user = userEvent.setup();
      renderBag();
      await lineOf('Jamdani Saree');

      const field = screen.getByLabelText('Coupon code');
      await user.type(field, 'NOPE');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid coupon code');
      expect(field).toHaveValue('NOPE');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Invalid coupon code');
    });

    it('asks for a code before sending anything', async () => {
      backend.shop.putInBag(RED_SAREE, 1);
      const user = userEvent.setup();
      renderBag();
      await lineOf('Jamdani Saree');

      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a coupon code');
      expect(backend.shop.requestsTo('/api/v2/coupon-apply')).toEqual([]);
    });

    async function bagWithCoupon(preloadedState: PreloadedState = { auth: GUEST_SESSION }) {
      backend.shop.putInBag(RED_SAREE, 1);
      const user = userEvent.setup();
      const rendered = renderBag(preloadedState);
      await lineOf('Jamdani Saree');
      await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByRole('button', { name: 'Remove coupon WELCOME10' });
      return { user, ...rendered };
    }

    it('removes the coupon: "Coupon Removed", and the field comes back', async () => {
      const { user } = await bagWithCoupon();
      await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
      expect(await screen.findByText('Coupon Removed')).toBeInTheDocument();
      expect(await screen.findByLabelText('Coupon code')).toHaveValue('');
      expect(backend.shop.couponCode()).toBeNull();
      const summary = screen.getByRole('region', { name: 'Order summary' });
      await waitFor(() => expect(within(summary).queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument());
    });

    describe('when a quantity change takes it off', () => {
      const MINIMUM_SPEND = 'Minimum spend for this coupon is ৳5,000.00';

      async function bagOfTwoWithCoupon() {
        backend.shop.putInBag(RED_SAREE, 2);
        const user = userEvent.setup();
        renderBag();
        await lineOf('Jamdani Saree');
        await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
        await user.click(screen.getByRole('button', { name: 'Apply' }));
        await screen.findByRole('button', { name: 'Remove coupon WELCOME10' });
        return user;
      }

      /** The toast saying exactly `text`, once it shows. */
      async function toastSaying(text: string): Promise<HTMLElement> {
        const words = await screen.findByText(text);
        return words.closest<HTMLElement>('.Toastify__toast')!;
      }

      it('warns "Coupon Removed" with the server’s reason when the coupon no longer fits the bag', async () => {
        const user = await bagOfTwoWithCoupon();
        const checked: unknown[] = [];
        backend.server.use(
          http.post(`${API}/v2/coupon-check`, async ({ request }) => {
            checked.push(await request.json());
            return HttpResponse.json({ result: false, message: MINIMUM_SPEND, errors: { coupon_code: [MINIMUM_SPEND] } }, { status: 422 });
          }),
        );
        await user.click(screen.getByRole('button', { name: 'Decrease quantity of Jamdani Saree' }));
        expect(await toastSaying(`Coupon Removed: ${MINIMUM_SPEND}`)).toHaveClass('Toastify__toast--warning');
        expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
        expect(backend.shop.couponCode()).toBeNull();
        expect(checked).toEqual([{ coupon_code: 'WELCOME10' }]);
        expect(backend.shop.requestsTo('/api/v2/coupon-apply')).toHaveLength(1);
      });

      it('still warns "Coupon Removed" when the coupon would fit the changed bag', async () => {
        const user = await bagOfTwoWithCoupon();
        await user.click(screen.getByRole('button', { name: 'Increase quantity of Jamdani Saree' }));
        expect(await toastSaying('Coupon Removed')).toHaveClass('Toastify__toast--warning');
        expect(backend.shop.couponCode()).toBeNull();
        expect(backend.shop.requestsTo('/api/v2/coupon-check').map((request) => request.body)).toEqual([{ coupon_code: 'WELCOME10' }]);
      });

      it('asks nothing when no coupon was applied', async () => {
        backend.shop.putInBag(RED_SAREE, 2);
        const user = userEvent.setup();
        renderBag();
        const saree = await lineOf('Jamdani Saree');
        await user.click(within(saree).getByRole('button', { name: 'Decrease quantity of Jamdani Saree' }));
        await waitFor(() => expect(within(saree).getByRole('group', { name: 'Quantity of Jamdani Saree' })).toHaveTextContent('1'));
        expect(backend.shop.requestsTo('/api/v2/coupon-check')).toEqual([]);
        expect(screen.queryByText('Coupon Removed')).not.toBeInTheDocument();
      });
    });

    it('says "Coupon not Removed" when the server refuses', async () => {
      const { user } = await bagWithCoupon();
      backend.server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'No coupon applied' })));
      await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
      expect(await screen.findByText('Coupon not Removed')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeEnabled();
    });

    it('says "please try Again" when the removal fails', async () => {
      const { user } = await bagWithCoupon();
      backend.server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
      await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
      expect(await screen.findByText('please try Again')).toBeInTheDocument();
    });

    it('says "Please Login" on a 401 and sends the shopper to log in, back to the bag afterwards', async () => {
      const { user, router } = await bagWithCoupon();
      backend.server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })));
      await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
      expect(await screen.findByText('Please Login')).toBeInTheDocument();
      expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fcart');
    });
  });
});

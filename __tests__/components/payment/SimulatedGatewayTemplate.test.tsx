import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SimulatedGatewayTemplate } from '@/components/payment/SimulatedGatewayTemplate';
import SimulatedPaymentPage from '@/pages/payment/simulated/[reference]';
import type { SimulatedCharge } from '@/contract/payments';
import { API } from '../../store/support/fakeShop';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';

const REFERENCE = '9f2c4e6a8b0d1f3a5c7e9b1d3f5a7c9e';

function charge(overrides: Partial<SimulatedCharge> = {}): SimulatedCharge {
  return {
    reference: REFERENCE,
    method: 'bkash',
    method_name: 'bKash',
    amount: 2790,
    description: 'Order RD2611220A1B2C',
    status: 'pending',
    return_path: '/order-confirmation/12',
    ...overrides,
  };
}

// The simulated gateway: one charge that settles once.
const server = setupServer();
let current: SimulatedCharge | null;
let settlements: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = charge();
  settlements = [];
  server.use(
    http.get(`${API}/v2/payment/simulated/:reference`, ({ params }) =>
      current && params.reference === current.reference
        ? HttpResponse.json({ success: true, status: 200, data: current })
        : HttpResponse.json({ result: false, message: 'Not found' }, { status: 404 }),
    ),
    http.post(`${API}/v2/payment/simulated/:reference/complete`, async ({ request }) => {
      const body = (await request.json()) as { outcome: 'approved' | 'declined' };
      settlements.push(body);
      if (!current) return HttpResponse.json({ result: false, message: 'Not found' }, { status: 404 });
      if (current.status === 'pending') current = { ...current, status: body.outcome === 'approved' ? 'paid' : 'failed' };
      return HttpResponse.json({
        result: true,
        message: current.status === 'paid' ? 'Payment approved' : 'Payment declined',
        status: current.status,
        return_path: current.return_path,
      });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderGateway(reference: string | null = REFERENCE) {
  const user = userEvent.setup();
  return { user, ...renderWidget(<SimulatedGatewayTemplate reference={reference} />, { router: createTestRouter('/payment/simulated/[reference]') }) };
}

describe('the simulated payment gateway', () => {
  it('says unmistakably that it is a simulation, and shows the method, description and amount', async () => {
    renderGateway();
    expect(screen.getByRole('heading', { level: 1, name: 'Simulated payment gateway' })).toBeInTheDocument();
    expect(screen.getByText('For development and testing: no money moves.')).toBeInTheDocument();
    expect(await screen.findByText('bKash')).toBeInTheDocument();
    expect(screen.getByText('Description').nextSibling).toHaveTextContent('Order RD2611220A1B2C');
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('৳2,790.00');
  });

  it('approves the payment and returns to the shop’s page for it', async () => {
    const { user, router } = renderGateway();
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-confirmation/12'));
    expect(settlements).toEqual([{ outcome: 'approved' }]);
  });

  it('declines the payment and returns to the shop’s page for it', async () => {
    current = charge({ method: 'nagad', method_name: 'Nagad', description: 'Gold membership card', return_path: '/membership?purchase=5' });
    const { user, router } = renderGateway();
    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/membership?purchase=5'));
    expect(settlements).toEqual([{ outcome: 'declined' }]);
  });

  it('shows a settled charge’s status with a way back instead of the buttons', async () => {
    current = charge({ status: 'paid' });
    const { unmount } = renderGateway();
    expect(await screen.findByText('This payment was approved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/order-confirmation/12');
    expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
    unmount();

    current = charge({ status: 'failed' });
    renderGateway();
    expect(await screen.findByText('This payment was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline payment' })).not.toBeInTheDocument();
  });

  it('says so when the reference is unknown', async () => {
    renderGateway('0000');
    expect(await screen.findByText('This payment was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
  });

  it('keeps the buttons and shows why when settling fails', async () => {
    server.use(http.post(`${API}/v2/payment/simulated/:reference/complete`, () => HttpResponse.error(), { once: true }));
    const { user, router } = renderGateway();
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be completed. Please try again.');
    expect(screen.getByRole('button', { name: 'Approve payment' })).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('never follows a return path off the shop', async () => {
    current = charge({ return_path: 'https://elsewhere.example/steal' });
    const { user, router } = renderGateway();
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
  });

  it('is the page of /payment/simulated/[reference]', async () => {
    const router = { ...createTestRouter('/payment/simulated/[reference]'), query: { reference: REFERENCE } };
    renderWidget(<SimulatedPaymentPage />, { router });
    expect(await screen.findByRole('button', { name: 'Approve payment' })).toBeInTheDocument();
  });
});

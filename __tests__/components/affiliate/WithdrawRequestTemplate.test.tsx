import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawRequestTemplate } from '@/components/affiliate/WithdrawRequestTemplate';
import WithdrawRequestPage from '@/pages/affiliate/withdraw_request';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

function renderWithdraw() {
  return renderAffiliate(<WithdrawRequestTemplate page={1} />, { pathname: '/affiliate/withdraw_request' });
}

const requestForm = () => screen.getByRole('form', { name: 'Request a withdrawal' });
const settingsForm = () => screen.getByRole('form', { name: 'Payment settings' });

describe('/affiliate/withdraw_request ("Withdraw Request")', () => {
  it('is a customers-only page', () => {
    expect(WithdrawRequestPage.protected).toBe(true);
  });

  it('shows the balance, what is pending, the minimum and where payouts go', async () => {
    renderWithdraw();
    const balance = (await screen.findByText('Balance', { selector: 'dt' })).parentElement!;
    expect(balance).toHaveTextContent('৳1,250.50');
    expect(screen.getByText('Minimum', { selector: 'dt' }).parentElement).toHaveTextContent('৳500.00');
    expect(screen.getByText('bKash 01711000002')).toBeInTheDocument();
    expect(within(settingsForm()).getByRole('radio', { name: /bKash/ })).toBeChecked();
    expect(within(settingsForm()).getByLabelText('bKash number')).toHaveValue('01711000002');
  });

  it('sends a request, then shows the new balance and the pending request', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    await user.type(await within(await screen.findByRole('form', { name: 'Request a withdrawal' })).findByLabelText('Amount (৳)'), '750');
    await user.click(within(requestForm()).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your withdraw request has been sent')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/withdraw_request/store')[0].body).toEqual({ amount: 750 });
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    const request = screen.getByRole('heading', { level: 3, name: '৳750.00' }).closest('li')!;
    expect(within(request).getByText('Pending')).toHaveTextContent('Request status: Pending');
    // The balance comes with the wallet, which is loaded again apart from the list of requests.
    await waitFor(() => expect(screen.getByText('Balance', { selector: 'dt' }).parentElement).toHaveTextContent('৳500.50'));
    expect(within(requestForm()).getByLabelText('Amount (৳)')).toHaveValue('');
  });

  it('shows a request the shop turned down with its reason', async () => {
    fake.affiliate.state.withdrawRequests = [
      { id: 1, amount: 600, payment_method: 'bkash', status: 'rejected', note: 'The bKash number does not answer', date: '2026-11-20T08:00:00.000Z' },
    ];
    renderWithdraw();
    const request = (await screen.findByRole('heading', { level: 3, name: '৳600.00' })).closest('li')!;
    expect(within(request).getByText('Rejected')).toHaveTextContent('Request status: Rejected');
    expect(within(request).getByText('Note', { selector: 'dt' }).parentElement).toHaveTextContent('The bKash number does not answer');
  });

  it('checks the amount against the minimum and the balance before sending', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    const amount = await within(await screen.findByRole('form', { name: 'Request a withdrawal' })).findByLabelText('Amount (৳)');

    await user.type(amount, '499');
    await user.click(within(requestForm()).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The minimum withdrawal is ৳500.00')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(requestForm()).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The amount is more than your balance')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/withdraw_request/store')).toHaveLength(0);
  });

  it('fills in the whole balance on request', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    await user.click(await screen.findByRole('button', { name: 'Withdraw all (৳1,250.50)' }));
    expect(within(requestForm()).getByLabelText('Amount (৳)')).toHaveValue('1250.50');
  });

  it('shows the server’s refusal under the amount and keeps it', async () => {
    fake.affiliate.state.withdrawRequests = [{ id: 1, amount: 600, payment_method: 'bkash', status: 'pending', note: null, date: '2026-11-20T08:00:00.000Z' }];
    const user = userEvent.setup();
    renderWithdraw();
    const amount = await within(await screen.findByRole('form', { name: 'Request a withdrawal' })).findByLabelText('Amount (৳)');
    await user.type(amount, '600');
    await user.click(within(requestForm()).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('You already have a pending withdraw request')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('600');
    // A refused request changed nothing: the balance and the list are not read again.
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/user')).toHaveLength(1);
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/user/withdraw_request_history?page=1')).toHaveLength(1);
  });

  it('says to save the payment settings first when there are none', async () => {
    fake.affiliate.state.settings = { ...fake.affiliate.state.settings, payment_method: null, bkash_number: null };
    const user = userEvent.setup();
    renderWithdraw();
    expect(await screen.findByText('Save your payment settings first so we know where to send your money.')).toBeInTheDocument();
    await user.type(within(requestForm()).getByLabelText('Amount (৳)'), '600');
    await user.click(within(requestForm()).getByRole('button', { name: 'Send request' }));
    expect(await within(requestForm()).findByRole('alert')).toHaveTextContent('Please save your payment settings first');
  });

  it('saves payout settings, asking only for the chosen method’s details', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    const form = await screen.findByRole('form', { name: 'Payment settings' });
    await user.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
    expect(within(form).queryByLabelText('bKash number')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(form).findByText('Please enter the bank name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the account holder’s name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the account number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Bank name')).toHaveFocus();

    await user.type(within(form).getByLabelText('Bank name'), 'Dutch-Bangla Bank');
    await user.type(within(form).getByLabelText('Account holder’s name'), 'Demo Affiliate');
    await user.type(within(form).getByLabelText('Account number'), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Payment settings saved')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/payment/settings/store')[0].body).toEqual({
      payment_method: 'bank',
      bank_name: 'Dutch-Bangla Bank',
      bank_account_name: 'Demo Affiliate',
      bank_account_number: '1234567890',
    });
    expect(await screen.findByText('Bank transfer: Dutch-Bangla Bank, 1234567890')).toBeInTheDocument();
  });

  it('refuses a wallet number that is not 11 digits', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    const form = await screen.findByRole('form', { name: 'Payment settings' });
    await user.click(within(form).getByRole('radio', { name: /Nagad/ }));
    await user.type(within(form).getByLabelText('Nagad number'), '01812');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Please enter a valid 11-digit Nagad number')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/payment/settings/store')).toHaveLength(0);
  });
});

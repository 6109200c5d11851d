import { screen, within } from '@testing-library/react';
import { PayoutsTemplate } from '@/components/affiliate/PayoutsTemplate';
import { ReferralsTemplate } from '@/components/affiliate/ReferralsTemplate';
import { VisitsTemplate } from '@/components/affiliate/VisitsTemplate';
import PayoutsPage from '@/pages/affiliate/payouts';
import ReferralsPage from '@/pages/affiliate/referrals';
import VisitsPage from '@/pages/affiliate/visits';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { earning, serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

it.each([
  ['referrals', ReferralsPage],
  ['payouts', PayoutsPage],
  ['visits', VisitsPage],
])('/affiliate/%s is a customers-only page', (_route, page) => {
  expect(page.protected).toBe(true);
});

describe('/affiliate/referrals', () => {
  it('lists each commission with its product, date, order, rate, amount and status', async () => {
    fake.affiliate.state.earnings = [
      earning(2, { product_name: 'Cotton Panjabi', status: 'pending', rate: 5, amount: 67.5, date: '2026-11-21T18:30:00.000Z' }),
      earning(1, { status: 'cancelled' }),
    ];
    renderAffiliate(<ReferralsTemplate page={1} />, { pathname: '/affiliate/referrals' });

    const panjabi = (await screen.findByRole('heading', { name: 'Cotton Panjabi' })).closest('li')!;
    expect(within(panjabi).getByText('Pending')).toHaveTextContent('Commission status: Pending');
    expect(within(panjabi).getByText('22 Nov 2026')).toBeInTheDocument();
    expect(within(panjabi).getByText('RD261122000002')).toBeInTheDocument();
    expect(within(panjabi).getByText('5%')).toBeInTheDocument();
    expect(within(panjabi).getByText('৳67.50')).toBeInTheDocument();
    const saree = screen.getByRole('heading', { name: 'Jamdani Saree' }).closest('li')!;
    expect(within(saree).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('2 commissions')).toBeInTheDocument();
  });

  it('heads a commission whose product no longer has a name with its order code', async () => {
    fake.affiliate.state.earnings = [earning(3, { product_name: null })];
    renderAffiliate(<ReferralsTemplate page={1} />, { pathname: '/affiliate/referrals' });

    expect(await screen.findByRole('heading', { name: 'RD261122000003' })).toBeInTheDocument();
  });

  it('pages ten at a time like /orders', async () => {
    fake.affiliate.state.earnings = Array.from({ length: 23 }, (_, index) => earning(index + 1, { product_name: `Saree ${index + 1}` }));
    renderAffiliate(<ReferralsTemplate page={2} />, { pathname: '/affiliate/referrals' });

    expect(await screen.findByText('23 commissions')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/referrals/earning-history?page=2')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Saree 11');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/affiliate/referrals');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/affiliate/referrals?page=3');
  });

  it('invites an affiliate without referrals to make a link', async () => {
    renderAffiliate(<ReferralsTemplate page={1} />, { pathname: '/affiliate/referrals' });
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a referral link' })).toHaveAttribute('href', '/affiliate/Urls');
  });

  it('leads back to the first page from a page past the last', async () => {
    fake.affiliate.state.earnings = [earning(1)];
    renderAffiliate(<ReferralsTemplate page={4} />, { pathname: '/affiliate/referrals' });
    expect(await screen.findByText('There is nothing on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/affiliate/referrals');
  });

  it('tells a customer who is not an approved affiliate', async () => {
    fake.affiliate.state.caller = 'customer';
    renderAffiliate(<ReferralsTemplate page={1} />, { pathname: '/affiliate/referrals' });
    expect(await screen.findByText('This page is for approved affiliates')).toBeInTheDocument();
  });
});

describe('/affiliate/payouts ("Payment History")', () => {
  it('lists what the shop paid, with its method and reference', async () => {
    fake.affiliate.state.payments = [{ id: 3, amount: 1500, payment_method: 'bkash', reference: 'BK8H2K1Q', date: '2026-11-10T05:00:00.000Z' }];
    renderAffiliate(<PayoutsTemplate page={1} />, { pathname: '/affiliate/payouts' });

    const payment = (await screen.findByRole('heading', { name: '৳1,500.00' })).closest('li')!;
    expect(within(payment).getByText('bKash')).toBeInTheDocument();
    expect(within(payment).getByText('BK8H2K1Q')).toBeInTheDocument();
    expect(within(payment).getByText('10 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
  });

  it('says when nothing was paid yet', async () => {
    renderAffiliate(<PayoutsTemplate page={1} />, { pathname: '/affiliate/payouts' });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a withdrawal' })).toHaveAttribute('href', '/affiliate/withdraw_request');
  });
});

describe('/affiliate/visits', () => {
  it('lists the pages opened through the affiliate’s links, with the product', async () => {
    fake.affiliate.state.visits = [
      { id: 9, date: '2026-11-22T04:15:00.000Z', landing_url: '/details/jamdani-saree?aff_ref=DEMOAFF', product_name: 'Jamdani Saree' },
      { id: 8, date: '2026-11-21T04:15:00.000Z', landing_url: null, product_name: null },
    ];
    renderAffiliate(<VisitsTemplate page={1} />, { pathname: '/affiliate/visits' });

    const visit = (await screen.findByRole('link', { name: '/details/jamdani-saree?aff_ref=DEMOAFF' })).closest('li')!;
    expect(within(visit).getByText('22 Nov 2026, 10:15')).toBeInTheDocument();
    expect(within(visit).getByText('Jamdani Saree')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The shop' })).toBeInTheDocument();
    expect(screen.getByText('2 visits')).toBeInTheDocument();
  });
});

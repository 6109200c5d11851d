import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { DashboardTemplate } from '@/components/affiliate/DashboardTemplate';
import DashboardPage from '@/pages/affiliate/Dashboard';
import { dhakaDay } from '@/utils/affiliateDates';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

afterEach(() => jest.restoreAllMocks());

function renderDashboard() {
  return renderAffiliate(<DashboardTemplate />);
}

describe('/affiliate/Dashboard', () => {
  it('is a customers-only page', () => {
    expect(DashboardPage.protected).toBe(true);
  });

  it('shows the balance, what is pending, and what was earned and withdrawn', async () => {
    renderDashboard();
    const money = await screen.findByRole('region', { name: 'Your earnings' });
    const figure = (label: string) => within(money).getByText(label).parentElement!;
    expect(figure('Balance')).toHaveTextContent('৳1,250.50');
    expect(figure('Pending')).toHaveTextContent('৳420.00');
    expect(figure('Total earned')).toHaveTextContent('৳3,250.50');
    expect(figure('Withdrawn')).toHaveTextContent('৳2,000.00');
    expect(within(figure('Balance')).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/affiliate/withdraw_request');
  });

  it('shows the last 30 days: clicks, orders, conversion and earnings', async () => {
    renderDashboard();
    const recent = await screen.findByRole('region', { name: /^Last 30 days/ });
    const figure = (label: string) => within(recent).getByText(label, { selector: 'dt' }).parentElement!;
    expect(figure('Clicks')).toHaveTextContent('240');
    expect(figure('Orders')).toHaveTextContent('6');
    expect(figure('Conversion')).toHaveTextContent('2.5%');
    expect(figure('Earnings')).toHaveTextContent('৳1,250.50');

    const today = dhakaDay(new Date());
    const stats = fake.affiliate.requestsStartingWith('/api/v2/affiliate/affiliate_stats');
    expect(stats).toHaveLength(1);
    expect(new URL(stats[0].path, API).searchParams.get('to')).toBe(today);
    expect(stats[0].authorization).toBe('Bearer customer-token');
  });

  it('draws the days as a chart with its figures in a table', async () => {
    const today = dhakaDay(new Date());
    fake.affiliate.state.dayFigures.set(today, { clicks: 12, orders: 2, earnings: 300 });
    renderDashboard();

    const chart = await screen.findByRole('figure', { name: /Clicks and orders/ });
    expect(chart.querySelector('svg')).not.toBeNull();
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent(/12\s*2$/);
  });

  it('gives the referral link whole, to copy ("Copied" for 2 seconds) or share', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderDashboard();

    const link = await screen.findByRole('textbox', { name: 'Referral link' });
    expect(link).toHaveValue('http://localhost/?aff_ref=DEMOAFF');
    expect(screen.getByText('DEMOAFF')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Copied', expect.objectContaining({ autoClose: 2000 }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/?aff_ref=DEMOAFF');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const share = screen.getByRole('group', { name: 'Share referral link' });
    expect(within(share).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/?text=Shop%20the%20latest%20fashion%20at%20Rongdhonu%20http%3A%2F%2Flocalhost%2F%3Faff_ref%3DDEMOAFF',
    );
    expect(within(share).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2F%3Faff_ref%3DDEMOAFF',
    );
  });

  it('tells a customer who is not an approved affiliate, with the way to apply', async () => {
    fake.affiliate.state.caller = 'customer';
    renderDashboard();
    expect(await screen.findByText('This page is for approved affiliates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute('href', '/affiliate/registration');
  });

  it('says when the programme is switched off', async () => {
    fake.affiliate.state.caller = 'closed';
    renderDashboard();
    expect(await screen.findByText('The affiliate programme is not open at the moment.')).toBeInTheDocument();
  });

  it('offers to try again when the dashboard could not be loaded', async () => {
    backend.server.use(http.get(`${API}/v2/affiliate/user`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your earnings' })).toBeInTheDocument();
  });

  it('sits in the profile layout with the affiliate Dashboard highlighted', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Your earnings' })).toBeInTheDocument();
  });
});

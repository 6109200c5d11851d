import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphsTemplate } from '@/components/affiliate/GraphsTemplate';
import GraphsPage from '@/pages/affiliate/Graphs';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

// 22 Nov 2026, evening in Dhaka.
const NOW = new Date('2026-11-22T14:00:00Z');
const NOVEMBER_WEEK = { from: '2026-11-16', to: '2026-11-22' };

function renderGraphs(range = NOVEMBER_WEEK) {
  return renderAffiliate(<GraphsTemplate range={range} now={NOW} />, { pathname: '/affiliate/Graphs' });
}

describe('/affiliate/Graphs', () => {
  it('is a customers-only page', () => {
    expect(GraphsPage.protected).toBe(true);
  });

  it('asks for the range and shows its totals', async () => {
    renderGraphs();
    expect(await screen.findByText('240')).toBeInTheDocument();
    expect(screen.getByText('2.5%')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/graph_data?from=2026-11-16&to=2026-11-22')).toHaveLength(1);
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/affiliate_stats?from=2026-11-16&to=2026-11-22')).toHaveLength(1);
  });

  it('draws clicks, orders and earnings a day, each with its legend and its figures as a table', async () => {
    fake.affiliate.state.dayFigures.set('2026-11-20', { clicks: 18, orders: 2, earnings: 650.25 });
    renderGraphs();

    const clicks = await screen.findByRole('figure', { name: /^Clicks/ });
    const orders = screen.getByRole('figure', { name: /^Orders/ });
    const earnings = screen.getByRole('figure', { name: /^Earnings/ });
    for (const chart of [clicks, orders, earnings]) {
      expect(chart.querySelector('svg')).not.toBeNull();
      expect(within(chart).getAllByRole('row')).toHaveLength(8);
    }
    expect(within(clicks).getByText('Clicks a day', { selector: 'li' })).toBeInTheDocument();
    expect(within(clicks).getByRole('row', { name: '20 Nov 2026 18' })).toBeInTheDocument();
    expect(within(orders).getByRole('row', { name: '20 Nov 2026 2' })).toBeInTheDocument();
    expect(within(earnings).getByRole('row', { name: '20 Nov 2026 ৳650.25' })).toBeInTheDocument();
    expect(within(earnings).getByRole('row', { name: '21 Nov 2026 ৳0.00' })).toBeInTheDocument();
  });

  it('shows the table on request to everyone', async () => {
    const user = userEvent.setup();
    renderGraphs();
    const clicks = await screen.findByRole('figure', { name: /^Clicks/ });
    const toggle = within(clicks).getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(clicks).getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when a range has nothing yet', async () => {
    renderGraphs();
    expect(await screen.findAllByText('Nothing in these days yet')).toHaveLength(3);
  });

  it('goes to the chosen range', async () => {
    const user = userEvent.setup();
    const { router } = renderGraphs();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.push).toHaveBeenCalledWith('/affiliate/Graphs?from=2026-10-01&to=2026-11-22', undefined, { scroll: false });
  });

  it('refuses a range that ends before it starts, or after today', async () => {
    const user = userEvent.setup();
    const { router } = renderGraphs();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.clear(to);
    await user.type(to, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date cannot be after today')).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('offers the last 7, 30 and 90 days and 12 months, marking the one shown', async () => {
    const user = userEvent.setup();
    const { router } = renderGraphs();
    const presets = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(presets).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(presets).getByRole('button', { name: 'Last 90 days' }));
    expect(router.push).toHaveBeenCalledWith('/affiliate/Graphs?from=2026-08-25&to=2026-11-22', undefined, { scroll: false });
  });
});

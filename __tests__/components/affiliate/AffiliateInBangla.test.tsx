import { screen, within } from '@testing-library/react';
import { DashboardTemplate } from '@/components/affiliate/DashboardTemplate';
import { ReferralsTemplate } from '@/components/affiliate/ReferralsTemplate';
import { LocaleContext } from '@/hooks/useLocale';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { earning, serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

describe('affiliate pages in Bangla', () => {
  it('shows the dashboard figures in Bangla with Bengali numerals', async () => {
    renderAffiliate(
      <LocaleContext.Provider value="bn">
        <DashboardTemplate />
      </LocaleContext.Provider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাফিলিয়েট ড্যাশবোর্ড' })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'আপনার আয়' });
    const figure = (label: string) => within(money).getByText(label).parentElement!;
    expect(figure('ব্যালেন্স')).toHaveTextContent('৳১,২৫০.৫০');
    expect(within(figure('ব্যালেন্স')).getByRole('link', { name: 'টাকা তুলুন' })).toHaveAttribute('href', '/affiliate/withdraw_request');

    const recent = screen.getByRole('region', { name: /^গত ৩০ দিন/ });
    const recentFigure = (label: string) => within(recent).getByText(label, { selector: 'dt' }).parentElement!;
    expect(recentFigure('ক্লিক')).toHaveTextContent('২৪০');
    expect(recentFigure('কনভার্সন')).toHaveTextContent('২.৫%');
  });

  it('lists commissions with Bangla statuses, dates and rates', async () => {
    fake.affiliate.state.earnings = [
      earning(2, { product_name: 'Cotton Panjabi', status: 'pending', rate: 5, amount: 67.5, date: '2026-11-21T18:30:00.000Z' }),
    ];
    renderAffiliate(
      <LocaleContext.Provider value="bn">
        <ReferralsTemplate page={1} />
      </LocaleContext.Provider>,
      { pathname: '/affiliate/referrals' },
    );

    const panjabi = (await screen.findByRole('heading', { name: 'Cotton Panjabi' })).closest('li')!;
    expect(within(panjabi).getByText('অপেক্ষমাণ')).toHaveTextContent('কমিশনের অবস্থা: অপেক্ষমাণ');
    expect(within(panjabi).getByText('২২ নভে, ২০২৬')).toBeInTheDocument();
    expect(within(panjabi).getByText('৫%')).toBeInTheDocument();
    expect(within(panjabi).getByText('৳৬৭.৫০')).toBeInTheDocument();
    expect(screen.getByText('১টি কমিশন')).toBeInTheDocument();
  });
});

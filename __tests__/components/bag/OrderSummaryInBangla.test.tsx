import { screen, within } from '@testing-library/react';
import { OrderSummary } from '@/components/bag/OrderSummary';
import { LocaleContext } from '@/hooks/useLocale';
import { renderWidget } from '../common/support/renderWidget';

describe('the bag summary in Bangla', () => {
  it('names every figure in Bangla and writes the taka in Bengali numerals', () => {
    renderWidget(
      <LocaleContext.Provider value="bn">
        <OrderSummary
          figures={{
            subTotal: 2400,
            coupon: { code: 'WELCOME10', discount: 240 },
            discount: 240,
            membership: null,
            tax: 0,
            total: 2160,
            giftCard: null,
            amountToPay: 2160,
          }}
          savings={440}
          checkoutHref="/checkout"
          continueHref="/"
        />
      </LocaleContext.Provider>,
    );

    const summary = screen.getByRole('region', { name: 'অর্ডারের সারাংশ' });
    const figure = (label: string) => within(summary).getByText(label, { exact: false, selector: 'dt' }).parentElement!;
    expect(figure('সাব টোটাল')).toHaveTextContent('৳২,৪০০.০০');
    expect(figure('ছাড়')).toHaveTextContent('ছাড় (WELCOME10)−৳২৪০.০০');
    expect(figure('ডেলিভারি চার্জ')).toHaveTextContent('চেকআউটে হিসাব হবে');
    expect(figure('মোট')).toHaveTextContent('৳২,১৬০.০০');
    expect(within(summary).getByText('এই অর্ডারে আপনি ৳৪৪০.০০ সাশ্রয় করছেন')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'চেকআউটে যান' })).toHaveAttribute('href', '/checkout');
  });
});

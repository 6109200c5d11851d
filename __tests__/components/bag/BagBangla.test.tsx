import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BagTemplate } from '@/components/bag/BagTemplate';
import { LocaleContext } from '@/hooks/useLocale';
import { GUEST_SESSION } from '../../store/support/browser';
import { API, RED_SAREE, WHITE_PANJABI } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderWidget } from '../common/support/renderWidget';

const backend = serveFakeShop();
const BUY_QUANTITY = 3;

beforeEach(() => {
  backend.server.use(
    http.get(`${API}/v3/carts/promotion-get-selection`, () => {
      const pieces = backend.shop.quantityOf(WHITE_PANJABI.barcode) + backend.shop.quantityOf(RED_SAREE.barcode);
      const eligible = pieces >= BUY_QUANTITY;
      const data = {
        title: 'Buy 3, save 5%',
        buy_quantity: BUY_QUANTITY,
        discount_percent: 5,
        quantity_in_bag: pieces,
        quantity_needed: Math.max(0, BUY_QUANTITY - pieces),
        eligible,
        discount: eligible ? 150 : 0,
      };
      return HttpResponse.json({ success: true, status: 200, data });
    }),
  );
});

function renderBagInBangla() {
  return renderWidget(
    <LocaleContext.Provider value="bn">
      <BagTemplate />
    </LocaleContext.Provider>,
    { preloadedState: { auth: GUEST_SESSION } },
  );
}

describe('The bag in Bangla', () => {
  it('shows the lines and the totals with Bengali numerals', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    backend.shop.putInBag(RED_SAREE, 1);
    renderBagInBangla();

    const list = await screen.findByRole('list', { name: 'আপনার ব্যাগের পণ্য' });
    const panjabi = (await within(list).findByRole('link', { name: 'Cotton Panjabi' })).closest('li') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'শপিং ব্যাগ' })).toBeInTheDocument();
    expect(within(panjabi).getByText('৳১,৩৫০.০০')).toBeInTheDocument();
    expect(within(panjabi).getByText('৳২,৭০০.০০')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'চেকআউটে যান' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'প্রোমোশন' })).toHaveTextContent('এই ব্যাগে আপনি ৫% সাশ্রয় করছেন');
  });

  it('shows the empty bag in Bangla', async () => {
    renderBagInBangla();
    expect(await screen.findByText('ব্যাগে কিছু যোগ করুন')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কেনাকাটা শুরু করুন' })).toBeInTheDocument();
  });

  it('shows a coupon’s minimum spend in Bangla with the amount in Bengali numerals', async () => {
    backend.shop.putInBag(RED_SAREE, 1);
    const message = 'Minimum spend for this coupon is ৳5,000.00';
    backend.server.use(
      http.post(`${API}/v2/coupon-apply`, () => HttpResponse.json({ result: false, message, errors: { coupon_code: [message] } }, { status: 422 })),
    );
    const user = userEvent.setup();
    renderBagInBangla();
    await screen.findByRole('list', { name: 'আপনার ব্যাগের পণ্য' });

    await user.type(screen.getByLabelText('কুপন কোড'), 'BIGSPEND');
    await user.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই কুপনের জন্য ন্যূনতম কেনাকাটা ৳৫,০০০.০০');
  });
});

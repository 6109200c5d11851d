import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainLayout } from '@/components/layout/MainLayout';
import { hydrateWidget, renderWidget, settingsWith } from '../common/support/renderWidget';

const settings = settingsWith({
  settings: {
    site_name: 'Rongdhonu',
    header_logo: '/media/brand/logo.svg',
    topbar_text: 'Free delivery on orders over ৳1,000',
    topbar_background: '#7b1e2b',
    contact_email: 'support@rongdhonu.com.bd',
    show_website_popup: '0',
  },
});

function renderLayout(showsFloatingCart = true) {
  return renderWidget(
    <MainLayout showsFloatingCart={showsFloatingCart}>
      <h1>Eid collection</h1>
    </MainLayout>,
    { preloadedState: { settings } },
  );
}

describe('MainLayout', () => {
  it('frames the page: top banner, header, the page in main, footer', () => {
    renderLayout();
    const announcement = screen.getByRole('complementary', { name: 'Announcement' });
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');

    expect(announcement).toHaveTextContent('Free delivery on orders over ৳1,000');
    expect(within(header).getByRole('link', { name: 'Rongdhonu home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('heading', { name: 'Eid collection' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@rongdhonu.com.bd' })).toBeInTheDocument();
    const order = [announcement, header, main, footer];
    order.slice(1).forEach((region, index) => {
      expect(order[index].compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('lets keyboard users skip to the page', () => {
    renderLayout();
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('shows the floating bag button only when asked to', () => {
    const { unmount } = renderLayout(true);
    expect(screen.getByRole('button', { name: /Open your bag/ })).toHaveTextContent('0 items');
    unmount();

    renderLayout(false);
    expect(screen.queryByRole('button', { name: /Open your bag/ })).not.toBeInTheDocument();
  });

  it('opens the Shopping Cart panel from the header bag icon and closes it again', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Shopping bag/ }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(panel).getByText('Add Something to Cart')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument());
  });

  it('hydrates the header, the page and the footer each as a part of its own, keeping the server’s elements, with no hydration error', async () => {
    // The server marks each part (an Activity boundary) between the comments <!--&--> and <!--/&-->.
    const partsIn = (element: Element) =>
      [...element.childNodes].filter((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '&').length;
    const errors = jest.spyOn(console, 'error');
    try {
      let servedLogo: HTMLElement | null = null;
      const { container } = hydrateWidget(
        <MainLayout showsFloatingCart>
          <h1>Eid collection</h1>
        </MainLayout>,
        {
          preloadedState: { settings },
          beforeHydration: (page) => {
            const frame = page.querySelector('main')!.parentElement!;
            expect(partsIn(frame)).toBe(2);
            expect(partsIn(page.querySelector('main')!)).toBe(1);
            servedLogo = within(page).getByRole('link', { name: 'Rongdhonu home' });
          },
        },
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(container).getByRole('link', { name: 'Rongdhonu home' })).toBe(servedLogo);
      expect(errors.mock.calls.flat().map(String).filter((message) => /hydrat/i.test(message))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

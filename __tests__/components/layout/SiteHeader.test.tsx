import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutBagPanel } from '@/components/bag/LayoutBagPanel';
import { useLayout } from '@/components/layout/LayoutContext';
import { SiteHeader } from '@/components/layout/SiteHeader';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { cartLine, MEGA_MENUS, SAREE_LINE } from '../common/support/fixtures';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

const SETTINGS = settingsWith({ settings: { site_name: 'Rongdhonu', header_logo: '/media/brand/logo.svg' }, megaMenus: MEGA_MENUS });

/** The bag panel as the main layout places it: opened through the layout context. */
function CartPanelFromLayout() {
  const { cartPanelOpen, closeCartPanel } = useLayout();
  return <LayoutBagPanel open={cartPanelOpen} onClose={closeCartPanel} />;
}

function renderHeader(preloadedState: PreloadedState = {}) {
  return renderWidget(
    <>
      <SiteHeader />
      <CartPanelFromLayout />
    </>,
    { preloadedState: { auth: GUEST_SESSION, settings: SETTINGS, ...preloadedState } },
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const categoryBar = () => screen.getByRole('navigation', { name: 'Categories' });

afterEach(() => scrollTo(0));

describe('SiteHeader', () => {
  it('shows the header_logo linking home', () => {
    renderHeader();
    const logo = screen.getByRole('img', { name: 'Rongdhonu home' });
    expect(logo).toHaveAttribute('src', '/media/brand/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('links the account to /login for a visitor and to /profile for a signed-in customer', () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    unmount();
    renderHeader({ auth: CUSTOMER_SESSION });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
  });

  it('links to the wishlist with its count', () => {
    renderHeader({ wishlist: { productIds: [12, 30] } });
    const wishlist = screen.getByRole('link', { name: 'Wishlist, 2 items' });
    expect(wishlist).toHaveAttribute('href', '/wishlist');
    expect(wishlist).toHaveTextContent('2');
  });

  it('shows the bag’s line count and opens the Shopping Cart panel', async () => {
    const user = userEvent.setup();
    renderHeader({ bag: { lines: [cartLine({ quantity: 3 }), SAREE_LINE] } });
    const bag = screen.getByRole('button', { name: 'Shopping bag, 2 items' });
    expect(bag).toHaveTextContent('2');
    await user.click(bag);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  describe('sticky header', () => {
    const header = () => screen.getByRole('banner');

    it('sticks only after a scroll of more than 10px', () => {
      renderHeader();
      expect(header()).toHaveAttribute('data-sticky', 'false');
      scrollTo(10);
      expect(header()).toHaveAttribute('data-sticky', 'false');
      scrollTo(11);
      expect(header()).toHaveAttribute('data-sticky', 'true');
      scrollTo(0);
      expect(header()).toHaveAttribute('data-sticky', 'false');
    });

    it('sticks from the first frame on a page opened already scrolled', async () => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      renderHeader();
      await waitFor(() => expect(header()).toHaveAttribute('data-sticky', 'true'));
    });

    it('keeps its place in the page while it sticks, so nothing below moves', () => {
      renderHeader();
      jest.spyOn(header(), 'offsetHeight', 'get').mockReturnValue(124);
      scrollTo(40);
      expect(header().parentElement).toHaveStyle({ height: '124px' });
      scrollTo(0);
      expect(header().parentElement).not.toHaveStyle({ height: '124px' });
    });

    it('listens to scrolling passively', () => {
      const addListener = jest.spyOn(window, 'addEventListener');
      renderHeader();
      expect(addListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
      addListener.mockRestore();
    });
  });

  describe('mega menu', () => {
    it('links every top-level category to /category/{slug}', () => {
      renderHeader();
      const bar = within(categoryBar());
      expect(bar.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/category/men');
      expect(bar.getByRole('link', { name: 'Saree' })).toHaveAttribute('href', '/category/saree');
      expect(bar.getByRole('link', { name: 'Footwear' })).toHaveAttribute('href', '/category/footwear');
    });

    it('keeps sub-categories closed until their button opens them from the keyboard', async () => {
      const user = userEvent.setup();
      renderHeader();
      const bar = within(categoryBar());
      expect(bar.queryByRole('link', { name: 'Jeans' })).not.toBeInTheDocument();

      const toggle = bar.getByRole('button', { name: 'Men sub-categories' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      toggle.focus();
      await user.keyboard('{Enter}');

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(bar.getByRole('link', { name: 'Jeans' })).toHaveAttribute('href', '/category/men-jeans');
      expect(bar.getByRole('link', { name: 'Casual Shirts' })).toHaveAttribute('href', '/category/men-casual-shirts');
      expect(bar.getByRole('link', { name: 'Shop all Men' })).toHaveAttribute('href', '/category/men');
    });

    it('has no sub-category button for a category without sub-categories', () => {
      renderHeader();
      expect(within(categoryBar()).queryByRole('button', { name: 'Footwear sub-categories' })).not.toBeInTheDocument();
    });

    it('opens on mouse hover and closes when the mouse leaves', async () => {
      const user = userEvent.setup();
      renderHeader();
      const men = within(categoryBar()).getByRole('link', { name: 'Men' });
      await user.hover(men);
      expect(within(categoryBar()).getByRole('link', { name: 'Jeans' })).toBeInTheDocument();
      await user.unhover(men);
      expect(within(categoryBar()).queryByRole('link', { name: 'Jeans' })).not.toBeInTheDocument();
    });

    it('keeps the panel a mouse opened by hovering open when its button is clicked', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = within(categoryBar()).getByRole('button', { name: 'Men sub-categories' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('toggles with taps on the button, hover playing no part on touch screens', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = within(categoryBar()).getByRole('button', { name: 'Men sub-categories' });
      const tap = () => user.pointer({ keys: '[TouchA]', target: toggle });
      await tap();
      expect(within(categoryBar()).getByRole('link', { name: 'Jeans' })).toBeInTheDocument();
      await tap();
      expect(within(categoryBar()).queryByRole('link', { name: 'Jeans' })).not.toBeInTheDocument();
    });

    it('closes on Escape and gives focus back to the button', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = within(categoryBar()).getByRole('button', { name: 'Men sub-categories' });
      toggle.focus();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(within(categoryBar()).getByRole('link', { name: 'Casual Shirts' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('closes when keyboard focus moves on to the next category', async () => {
      const user = userEvent.setup();
      renderHeader();
      const bar = within(categoryBar());
      bar.getByRole('button', { name: 'Men sub-categories' }).focus();
      await user.keyboard('{Enter}');
      bar.getByRole('link', { name: 'Shop all Men' }).focus();
      await user.tab();
      expect(bar.getByRole('link', { name: 'Saree' })).toHaveFocus();
      expect(bar.queryByRole('link', { name: 'Jeans' })).not.toBeInTheDocument();
    });
  });

  describe('phone menu', () => {
    it('slides in the categories, unfolding sub-categories in place, and closes when a link is followed', async () => {
      const user = userEvent.setup();
      renderHeader();
      const opener = screen.getByRole('button', { name: 'Open menu' });
      await user.click(opener);

      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(menu).getByRole('link', { name: 'Saree' })).toHaveAttribute('href', '/category/saree');
      expect(within(menu).queryByRole('link', { name: 'Jamdani' })).not.toBeInTheDocument();

      await user.click(within(menu).getByRole('button', { name: 'Saree sub-categories' }));
      const jamdani = within(menu).getByRole('link', { name: 'Jamdani' });
      expect(jamdani).toHaveAttribute('href', '/category/saree-jamdani');

      jamdani.addEventListener('click', (event) => event.preventDefault());
      await user.click(jamdani);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
      expect(opener).toHaveFocus();
    });

    it('closes with its close button', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(await screen.findByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    });
  });
});

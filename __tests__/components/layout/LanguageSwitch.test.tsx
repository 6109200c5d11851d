import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { LocaleContext } from '@/hooks/useLocale';
import { GUEST_SESSION } from '../../store/support/browser';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';

const SETTINGS = settingsWith({ settings: { site_name: 'Rongdhonu' } });

function renderHeader(locale: 'en' | 'bn', asPath = '/details/jamdani-saree?colour=Red') {
  const router = { ...createTestRouter('/details/[slug]'), asPath, locale };
  return renderWidget(
    <LocaleContext.Provider value={locale}>
      <SiteHeader />
    </LocaleContext.Provider>,
    { router, preloadedState: { auth: GUEST_SESSION, settings: SETTINGS, wishlist: { productIds: [12, 30] } } },
  );
}

const languages = () => screen.getByRole('navigation', { name: /Language|ভাষা/ });

afterEach(() => Cookies.remove('lang', { path: '/' }));

describe('the language switch in the header', () => {
  it('offers English | বাংলা, each named in its own language and marked for crawlers', () => {
    renderHeader('en');
    const english = within(languages()).getByRole('link', { name: 'English' });
    const bangla = within(languages()).getByRole('link', { name: 'বাংলা' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(bangla).not.toHaveAttribute('aria-current');
    expect(bangla).toHaveAttribute('hreflang', 'bn');
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('keeps the choice in the lang cookie and opens the same page in Bangla', async () => {
    const { router } = renderHeader('en');
    await userEvent.click(within(languages()).getByRole('link', { name: 'বাংলা' }));
    expect(Cookies.get('lang')).toBe('bn');
    expect(router.push).toHaveBeenCalledWith('/details/jamdani-saree?colour=Red', undefined, { locale: 'bn' });
  });

  it('switches back to English the same way', async () => {
    Cookies.set('lang', 'bn', { path: '/' });
    const { router } = renderHeader('bn');
    await userEvent.click(within(languages()).getByRole('link', { name: 'English' }));
    expect(Cookies.get('lang')).toBe('en');
    expect(router.push).toHaveBeenCalledWith('/details/jamdani-saree?colour=Red', undefined, { locale: 'en' });
  });

  it('shows the header in Bangla, counts in Bengali numerals', () => {
    renderHeader('bn');
    expect(within(languages()).getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toBeInTheDocument();
    const wishlist = screen.getByRole('link', { name: 'উইশলিস্ট, ২টি পণ্য' });
    expect(wishlist).toHaveTextContent('২');
    expect(screen.getByRole('link', { name: 'সাইন ইন' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'শপিং ব্যাগ, ০টি পণ্য' })).toHaveTextContent('ব্যাগ');
  });
});

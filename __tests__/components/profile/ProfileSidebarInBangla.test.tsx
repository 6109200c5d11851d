import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileSidebar } from '@/components/profile/ProfileSidebar';
import { LocaleContext } from '@/hooks/useLocale';
import type { AuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';

serveFakeShop();

const AFFILIATE_SESSION: AuthState = { ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate_status: 1 } };

function renderSidebarInBangla() {
  const user = userEvent.setup();
  renderWidget(
    <LocaleContext.Provider value="bn">
      <ProfileSidebar />
    </LocaleContext.Provider>,
    {
      preloadedState: { auth: AFFILIATE_SESSION, settings: settingsWith({ settings: { affiliate_system: '1' } }) },
      router: createTestRouter('/orders'),
    },
  );
  return { user, menu: screen.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' }) };
}

describe('ProfileSidebar in Bangla', () => {
  it('greets the customer and names every page of the profile and the affiliate group in Bangla', () => {
    const { menu } = renderSidebarInBangla();
    expect(menu).toHaveTextContent('হ্যালো, Rahim Uddin');
    const profileLinks = within(menu).getAllByRole('link').slice(0, 7).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(profileLinks).toEqual([
      ['আমার প্রোফাইল', '/profile'],
      ['আমার অর্ডার', '/orders'],
      ['উইশলিস্ট', '/wishlist'],
      ['ঠিকানা বই', '/address-book'],
      ['আমার রিভিউ', '/reviews'],
      ['সাবস্ক্রাইব', '/subscribe'],
      ['পাসওয়ার্ড', '/password'],
    ]);
    expect(within(menu).getByRole('link', { name: 'আমার অর্ডার' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('group', { name: 'অ্যাফিলিয়েট' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'ড্যাশবোর্ড' })).toHaveAttribute('href', '/affiliate/Dashboard');
  });

  it('asks before deleting the account in Bangla', async () => {
    const { user, menu } = renderSidebarInBangla();
    await user.click(within(menu).getByRole('button', { name: 'অ্যাকাউন্ট মুছুন' }));

    const dialog = await screen.findByRole('dialog', { name: 'অ্যাকাউন্ট মুছুন' });
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে আপনার অ্যাকাউন্টটি মুছে ফেলতে চান?');
    expect(within(dialog).getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });
});

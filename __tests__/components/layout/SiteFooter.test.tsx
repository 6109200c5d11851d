import { screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { pageLink } from '../common/support/fixtures';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

const PAGES = [
  pageLink({ id: 2, title: 'Contact Us', slug: 'contact-us', position: 2 }),
  pageLink({ id: 1, title: 'About Us', slug: 'about-us', position: 1 }),
  pageLink({ id: 4, title: 'Store Locator', slug: 'store-locator', custom_link: '/store-locator', open_tab: 0, position: 3 }),
  pageLink({ id: 6, title: 'Careers', slug: 'careers', custom_link: 'https://careers.example.com', open_tab: 1, position: 4 }),
  pageLink({ id: 7, title: 'Terms & Conditions', slug: 'terms-and-conditions', page_link_position: 'LEGAL', position: 1 }),
  pageLink({ id: 8, title: 'Privacy Policy', slug: 'privacy-policy', page_link_position: 'LEGAL', position: 2 }),
  pageLink({ id: 9, title: 'Hidden Draft', slug: 'hidden-draft', page_link_position: null }),
];

const SETTINGS = {
  site_name: 'Rongdhonu',
  footer_logo: '/media/brand/logo-white.svg',
  about_us_description: 'A Bangladeshi fashion and lifestyle brand.',
  contact_phone: '+880 9610-001122',
  contact_email: 'support@rongdhonu.com.bd',
  contact_address: 'House 42, Road 11, Banani, Dhaka 1213',
  payment_method_images: '/media/brand/payments.svg',
  affiliate_system: '1',
};

function renderFooter(settings: Record<string, string> = SETTINGS) {
  return renderWidget(<SiteFooter />, { preloadedState: { settings: settingsWith({ settings, pages: PAGES }) } });
}

function listUnder(heading: string) {
  return screen.getByRole('heading', { name: heading }).parentElement!.querySelector('ul')!;
}

describe('SiteFooter', () => {
  it('lists the QUICK LINKS pages in their order under Quick Links', () => {
    renderFooter();
    const titles = within(listUnder('Quick Links')).getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['About Us', 'Contact Us', 'Store Locator', 'Careers', 'Affiliate Registration']);
    expect(within(listUnder('Quick Links')).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
  });

  it('lists the LEGAL pages under Legal, and no page without a position', () => {
    renderFooter();
    const legal = within(listUnder('Legal'));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/page/terms-and-conditions',
      '/page/privacy-policy',
    ]);
    expect(screen.queryByRole('link', { name: 'Hidden Draft' })).not.toBeInTheDocument();
  });

  it('opens a custom link in a new tab with rel="noopener noreferrer" when open_tab is 1', () => {
    renderFooter();
    const careers = screen.getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('href', 'https://careers.example.com');
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a custom link in the same tab when open_tab is 0', () => {
    renderFooter();
    const storeLocator = screen.getByRole('link', { name: 'Store Locator' });
    expect(storeLocator).toHaveAttribute('href', '/store-locator');
    expect(storeLocator).not.toHaveAttribute('target');
  });

  it('shows the contact phone as a tel: link, the email as a mailto: link and the address', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: '+880 9610-001122' })).toHaveAttribute('href', 'tel:+8809610001122');
    expect(screen.getByRole('link', { name: 'support@rongdhonu.com.bd' })).toHaveAttribute('href', 'mailto:support@rongdhonu.com.bd');
    expect(screen.getByText('House 42, Road 11, Banani, Dhaka 1213')).toBeInTheDocument();
  });

  it('shows only the social links that are set, each named and opening a new tab', () => {
    renderFooter({ ...SETTINGS, facebook_link: 'https://facebook.com/shop', whatsapp_link: 'https://wa.me/8801711000000', youtube_link: '' });
    const socials = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(socials.map((link) => link.getAttribute('aria-label'))).toEqual(['Facebook', 'WhatsApp']);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/shop');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');
  });

  it('names all seven social links when every one is set', () => {
    renderFooter({
      ...SETTINGS,
      facebook_link: 'https://facebook.com/shop',
      instagram_link: 'https://instagram.com/shop',
      youtube_link: 'https://youtube.com/@shop',
      twitter_link: 'https://x.com/shop',
      linkedin_link: 'https://linkedin.com/company/shop',
      messenger_link: 'https://m.me/shop',
      whatsapp_link: 'https://wa.me/8801711000000',
    });
    const names = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Facebook', 'Instagram', 'YouTube', 'Twitter', 'LinkedIn', 'Messenger', 'WhatsApp']);
  });

  it('has no social list when no link is set', () => {
    renderFooter();
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows the payments-accepted image', () => {
    renderFooter();
    expect(screen.getByRole('img', { name: 'Payment methods we accept' })).toHaveAttribute('src', '/media/brand/payments.svg');
  });

  it('links to /affiliate/registration only when affiliate_system is 1', () => {
    const { unmount } = renderFooter();
    expect(screen.getByRole('link', { name: 'Affiliate Registration' })).toHaveAttribute('href', '/affiliate/registration');
    unmount();
    renderFooter({ ...SETTINGS, affiliate_system: '0' });
    expect(screen.queryByRole('link', { name: 'Affiliate Registration' })).not.toBeInTheDocument();
  });

  it('shows the footer logo and the about-us description', () => {
    renderFooter();
    expect(screen.getByRole('img', { name: 'Rongdhonu' })).toHaveAttribute('src', '/media/brand/logo-white.svg');
    expect(screen.getByText('A Bangladeshi fashion and lifestyle brand.')).toBeInTheDocument();
  });
});

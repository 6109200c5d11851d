import { screen } from '@testing-library/react';
import { TopBanner, textColourFor } from '@/components/layout/TopBanner';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

describe('TopBanner', () => {
  it('shows topbar_text on topbar_background', () => {
    renderWidget(<TopBanner />, {
      preloadedState: { settings: settingsWith({ settings: { topbar_text: 'Cash on delivery all over Bangladesh', topbar_background: '#7b1e2b' } }) },
    });
    const banner = screen.getByRole('complementary', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Cash on delivery all over Bangladesh');
    expect(banner).toHaveStyle({ background: '#7b1e2b', color: '#ffffff' });
  });

  it('is absent when the text is empty', () => {
    renderWidget(<TopBanner />, {
      preloadedState: { settings: settingsWith({ settings: { topbar_text: '', topbar_background: '#7b1e2b' } }) },
    });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('writes dark text on a light background and white on a dark one', () => {
    expect(textColourFor('#f1e3c4')).toBe('#1f1f1f');
    expect(textColourFor('#fff')).toBe('#1f1f1f');
    expect(textColourFor('#1c1c1c')).toBe('#ffffff');
    expect(textColourFor('rebeccapurple')).toBe('#ffffff');
    expect(textColourFor(undefined)).toBe('#ffffff');
  });
});

import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { showNotice } from '@/components/common/showNotice';
import { MESSAGES, notice } from '@/store/notices';

// Toasts come from plain functions (thunk outcomes): they read the page's language from <html lang>.

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('showNotice', () => {
  it('toasts the store message in Bangla on a Bangla page', async () => {
    document.documentElement.lang = 'bn';
    render(<ToastContainer />);
    showNotice(notice(MESSAGES.addedToCart, 'success'));
    expect(await screen.findByText('ব্যাগে যোগ করা হয়েছে')).toBeInTheDocument();
  });

  it('toasts the exact English text on an English page', async () => {
    document.documentElement.lang = 'en';
    render(<ToastContainer />);
    showNotice(notice(MESSAGES.couponNotRemoved, 'error'));
    expect(await screen.findByText('Coupon not Removed')).toBeInTheDocument();
  });

  it('keeps a message it has no translation for as the API wrote it', async () => {
    document.documentElement.lang = 'bn';
    render(<ToastContainer />);
    showNotice(notice('Jamdani Saree is back', 'info'));
    expect(await screen.findByText('Jamdani Saree is back')).toBeInTheDocument();
  });
});

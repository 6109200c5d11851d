import type { Locale } from '@/utils/locale';
import { translateServerMessage } from '@/utils/serverMessages';
import { translate, type TextValues } from '@/utils/translate';
import { COMMON_BANGLA } from '@/utils/translations/common.bn';

function inLanguage(locale: Locale, message: string): string {
  const t = (text: string, values?: TextValues) => translate(COMMON_BANGLA, locale, text, values);
  return translateServerMessage(message, t, locale);
}

describe('translateServerMessage', () => {
  it('keeps the server’s English as it is', () => {
    expect(inLanguage('en', 'Minimum spend for this coupon is ৳1,200.00')).toBe('Minimum spend for this coupon is ৳1,200.00');
    expect(inLanguage('en', 'A verification code was sent to the card holder (…42)')).toBe('A verification code was sent to the card holder (…42)');
  });

  it('translates a minimum spend with the amount in Bengali numerals', () => {
    expect(inLanguage('bn', 'Minimum spend for this coupon is ৳1,200.00')).toBe('এই কুপনের জন্য ন্যূনতম কেনাকাটা ৳১,২০০.০০');
  });

  it('translates a sent code and keeps where it went', () => {
    expect(inLanguage('bn', 'A verification code was sent to the card holder (…42)')).toBe('কার্ডধারীর কাছে একটি ভেরিফিকেশন কোড পাঠানো হয়েছে (…42)');
  });

  it('translates any other message from the dictionary', () => {
    expect(inLanguage('bn', 'This gift card has expired')).toBe('এই গিফট কার্ডের মেয়াদ শেষ হয়ে গেছে');
    expect(inLanguage('bn', 'A message the dictionary lacks')).toBe('A message the dictionary lacks');
  });
});

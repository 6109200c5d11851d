import { NEWSLETTER_MESSAGES, newsletterContactError, newsletterEmailError, newsletterPhoneError, newsletterRequest } from '@/utils/newsletter';

describe('the newsletter rules', () => {
  it('uses the exact messages', () => {
    expect(NEWSLETTER_MESSAGES).toEqual({
      emailInvalid: 'Email is invalid',
      phoneInvalid: 'Phone is invalid',
      contactMissing: 'Please enter an email or a phone number',
      subscribed: 'Subscribe successfully',
      failed: 'Something went wrong',
    });
  });

  it('lets either contact be empty', () => {
    expect(newsletterEmailError('')).toBeNull();
    expect(newsletterEmailError('  ')).toBeNull();
    expect(newsletterPhoneError('')).toBeNull();
  });

  it.each(['rahim@mail', 'rahim', 'two words@mail.com'])('refuses the email %p', (email) => {
    expect(newsletterEmailError(email)).toBe('Email is invalid');
  });

  it.each(['0171100000', '017110000012', '+8801711000001', '0171-1000001'])('refuses the phone %p', (phone) => {
    expect(newsletterPhoneError(phone)).toBe('Phone is invalid');
  });

  it('accepts a simple email and exactly 11 digits', () => {
    expect(newsletterEmailError('rahim@example.com')).toBeNull();
    expect(newsletterPhoneError(' 01711000001 ')).toBeNull();
  });

  it('asks for one contact only when both are blank', () => {
    expect(newsletterContactError({ email: ' ', phone: '' })).toBe('Please enter an email or a phone number');
    expect(newsletterContactError({ email: 'rahim@example.com', phone: '' })).toBeNull();
    expect(newsletterContactError({ email: '', phone: '01711000001' })).toBeNull();
  });

  it('sends the trimmed contacts, leaving an empty one out', () => {
    expect(newsletterRequest({ email: ' rahim@example.com ', phone: '' })).toEqual({ email: 'rahim@example.com' });
    expect(newsletterRequest({ email: '', phone: ' 01711000001' })).toEqual({ phone: '01711000001' });
    expect(newsletterRequest({ email: '', phone: '' })).toEqual({});
  });
});

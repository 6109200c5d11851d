import { PROFILE_FIELD_MESSAGES, profileErrorsFromServer, profileFormErrors, profileFormValues, profileUpdate } from '@/utils/profileForm';

const VALUES = { name: 'Rahim Uddin', email: 'customer@demo.shop', phone: '01711000001' };

describe('profileFormErrors', () => {
  it('accepts a name with an email, a phone or both', () => {
    expect(profileFormErrors(VALUES)).toEqual({});
    expect(profileFormErrors({ ...VALUES, email: '' })).toEqual({});
    expect(profileFormErrors({ ...VALUES, phone: ' ' })).toEqual({});
  });

  it('keeps one contact to sign in with: both blank is refused under the email', () => {
    expect(profileFormErrors({ ...VALUES, email: ' ', phone: '' })).toEqual({ email: PROFILE_FIELD_MESSAGES.contactMissing });
  });

  it('needs a name of at most 100 characters', () => {
    expect(profileFormErrors({ ...VALUES, name: '  ' })).toEqual({ name: PROFILE_FIELD_MESSAGES.nameMissing });
    expect(profileFormErrors({ ...VALUES, name: 'n'.repeat(101) })).toEqual({ name: PROFILE_FIELD_MESSAGES.nameTooLong });
  });

  it('refuses a malformed email and a phone that is not a Bangladeshi mobile number', () => {
    expect(profileFormErrors({ ...VALUES, email: 'rahim@', phone: '0171100' })).toEqual({
      email: PROFILE_FIELD_MESSAGES.email,
      phone: PROFILE_FIELD_MESSAGES.phone,
    });
  });
});

describe('profileUpdate', () => {
  it('sends both contacts, a blank one as "" so that it is removed', () => {
    expect(profileUpdate({ name: ' Rahim ', email: ' ', phone: '+88 01911-234567' })).toEqual({ name: 'Rahim', email: '', phone: '01911234567' });
    expect(profileUpdate({ name: 'Rahim', email: 'r@x.com', phone: '' })).toEqual({ name: 'Rahim', email: 'r@x.com', phone: '' });
  });
});

describe('profileFormValues', () => {
  it('starts from the stored user, blanks for what is missing', () => {
    expect(profileFormValues({ name: 'Rahim', email: null, phone: '01711000001' })).toEqual({ name: 'Rahim', email: '', phone: '01711000001' });
  });
});

describe('profileErrorsFromServer', () => {
  it('keeps the first message of each profile field', () => {
    expect(profileErrorsFromServer({ email: ['The email has already been taken.', 'x'], phone: ['The phone has already been taken.'], other: ['y'] })).toEqual({
      email: 'The email has already been taken.',
      phone: 'The phone has already been taken.',
    });
  });
});

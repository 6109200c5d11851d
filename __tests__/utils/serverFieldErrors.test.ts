import { placeServerErrors } from '@/utils/serverFieldErrors';

describe('placeServerErrors', () => {
  it('puts the first message of each API field on its form field, and the rest aside', () => {
    const placed = placeServerErrors(
      {
        email_or_phone: ['The email has already been taken.', 'second message'],
        password: ['The password confirmation does not match.'],
        temp_guest_user_no: ['The temp guest user no field must not be greater than 100 characters.'],
      },
      { email_or_phone: 'identifier', password: 'password' },
    );
    expect(placed).toEqual({
      fields: { identifier: 'The email has already been taken.', password: 'The password confirmation does not match.' },
      others: ['The temp guest user no field must not be greater than 100 characters.'],
    });
  });

  it('keeps the first message when several API fields share a form field', () => {
    const placed = placeServerErrors(
      { email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] },
      { email: 'identifier', phone: 'identifier' },
    );
    expect(placed.fields).toEqual({ identifier: 'The email has already been taken.' });
  });

  it('skips empty message lists', () => {
    expect(placeServerErrors({ name: [] }, { name: 'name' })).toEqual({ fields: {}, others: [] });
  });
});

import { z } from 'zod';
import {
  bangladeshiPhone,
  bodyFields,
  booleanFlag,
  clearable,
  emailAddress,
  id,
  multilineText,
  optional,
  referenceId,
  required,
  text,
  untrimmedText,
  wholeNumber,
} from '@/server/http/bodyFields';
import { ValidationError } from '@/server/http/errors';
import { text as queryText } from '@/server/http/queryParams';
import { parseWith } from '@/server/http/validate';

/** Reads `{ field: value }` (left out when undefined) the way a route reads a body. */
function read(piece: z.ZodType, value: unknown): unknown {
  const body = value === undefined ? {} : { field: value };
  return parseWith(z.object({ field: piece }), bodyFields(body)).field;
}

/** The messages a client would get for the field. */
function messages(piece: z.ZodType, value: unknown): string[] {
  try {
    read(piece, value);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors?.field ?? [];
    throw error;
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}

describe('bodyFields', () => {
  it('answers an object body as it is', () => {
    expect(bodyFields({ name: 'Rafi' })).toEqual({ name: 'Rafi' });
  });

  it.each([[undefined], [null], ['name=Rafi'], [42], [['Rafi']]])('answers %p as a body without fields', (body) => {
    expect(bodyFields(body)).toEqual({});
  });
});

describe('text', () => {
  it('trims the value', () => {
    expect(read(text('name', 10), '  Rafi  ')).toBe('Rafi');
  });

  it('refuses a missing field, a value that is not a string and a value that is too long', () => {
    expect(messages(text('name', 10), undefined)).toEqual(['The name field is required.']);
    expect(messages(text('name', 10), 42)).toEqual(['The name field must be a string.']);
    expect(messages(text('name', 10), null)).toEqual(['The name field must be a string.']);
    expect(messages(text('name', 3), 'Rafiq')).toEqual(['The name field must not be greater than 3 characters.']);
  });

  it('counts the length after trimming', () => {
    expect(read(text('name', 4), '   Rafi   ')).toBe('Rafi');
  });
});

describe('control characters', () => {
  const refused = ['The name field must not contain control characters.'];

  it.each([
    ['NUL', 'Rafi\u0000Islam'],
    ['NUL at the end', 'Rafi\u0000'],
    ['a tab', 'Rafi\tIslam'],
    ['a line feed', 'Rafi\nIslam'],
    ['a carriage return', 'Rafi\rIslam'],
    ['a bell', 'Rafi\u0007'],
    ['a backspace', 'Rafi\bIslam'],
    ['a vertical tab', 'Rafi\u000bIslam'],
    ['a form feed', 'Rafi\fIslam'],
    ['an escape sequence', 'Rafi\u001b[31mIslam'],
    ['the unit separator', 'Rafi\u001fIslam'],
    ['DEL', 'Rafi\u007fIslam'],
    ['a C1 control (next line)', 'Rafi\u0085Islam'],
    ['a C1 control (CSI)', 'Rafi\u009bIslam'],
  ])('refuses %s in one-line text', (_, value) => {
    expect(messages(text('name', 100), value)).toEqual(refused);
  });

  it.each([
    ['NUL', 'Road 12\u0000House 4'],
    ['an escape', 'Road 12\u001bHouse 4'],
    ['a vertical tab', 'Road 12\u000bHouse 4'],
    ['a form feed', 'Road 12\fHouse 4'],
    ['DEL', 'Road 12\u007f'],
    ['a C1 control', 'Road 12\u0085House 4'],
  ])('refuses %s in text of several lines', (_, value) => {
    expect(messages(multilineText('address', 500), value)).toEqual(['The address field must not contain control characters.']);
  });

  it('keeps tabs and line breaks in text of several lines, trimmed at both ends', () => {
    expect(read(multilineText('address', 500), '\n House 4,\r\nRoad 12\tDhanmondi \n')).toBe('House 4,\r\nRoad 12\tDhanmondi');
    expect(messages(multilineText('address', 5), 'a\nbcdef')).toEqual(['The address field must not be greater than 5 characters.']);
  });

  it('takes Bangla with its joiners, accents, emoji and spaces as text', () => {
    expect(read(text('name', 100), 'সাদিয়া ইসলাম')).toBe('সাদিয়া ইসলাম');
    expect(read(text('name', 100), 'র\u200d্যাব কর\u200cপোরেশন')).toBe('র\u200d্যাব কর\u200cপোরেশন');
    expect(read(text('name', 100), 'Zoë Ahmed 👗 (Dhaka) — 12/B')).toBe('Zoë Ahmed 👗 (Dhaka) — 12/B');
    expect(read(text('name', 100), 'Rafi\u00a0Islam')).toBe('Rafi\u00a0Islam');
  });

  it('does not care about whitespace controls that trimming removes from the ends', () => {
    expect(read(text('name', 100), '\tRafi Islam\r\n')).toBe('Rafi Islam');
  });

  it('holds for e-mail addresses and query-string text too', () => {
    expect(messages(emailAddress('email'), 'rafi\u0000@example.com')).toContain('The email field must not contain control characters.');
    const query = z.object({ search: queryText('search', 100) });
    expect(() => parseWith(query, { search: 'panjabi\u0000' })).toThrow('The search field must not contain control characters.');
    expect(parseWith(query, { search: 'panjabi' })).toEqual({ search: 'panjabi' });
  });
});

describe('untrimmedText', () => {
  it('keeps the value exactly as sent', () => {
    expect(read(untrimmedText('password'), '  secret  ')).toBe('  secret  ');
    expect(messages(untrimmedText('password'), 12345678)).toEqual(['The password field must be a string.']);
  });
});

describe('required, optional and clearable', () => {
  it.each([[undefined], [null], [''], ['   ']])('reports %p as missing when required', (value) => {
    expect(messages(required(text('name', 10)), value)).toEqual(['The name field is required.']);
  });

  it.each([[undefined], [null], [''], ['   ']])('reads %p as not given when optional', (value) => {
    expect(read(optional(text('postal code', 10)), value)).toBeUndefined();
  });

  it('checks an optional value that is given', () => {
    expect(read(optional(text('postal code', 10)), ' 1205 ')).toBe('1205');
    expect(messages(optional(text('postal code', 3)), '1205')).toEqual(['The postal code field must not be greater than 3 characters.']);
  });

  it('keeps a left-out clearable field (undefined) and clears a blank one (null)', () => {
    expect(read(clearable(text('phone', 20)), undefined)).toBeUndefined();
    expect(read(clearable(text('phone', 20)), null)).toBeNull();
    expect(read(clearable(text('phone', 20)), ' ')).toBeNull();
    expect(read(clearable(text('phone', 20)), '017')).toBe('017');
  });
});

describe('wholeNumber and id', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 3 ', 3],
    ['007', 7],
  ])('reads %p as %p', (value, expected) => {
    expect(read(wholeNumber('quantity', 1, 10), value)).toBe(expected);
  });

  it.each([[1.5], ['1.5'], [-1], ['-1'], ['1e3'], [1e21], ['abc'], [''], [true], [null], [[3]], [{}]])(
    'refuses %p as not a whole number',
    (value) => {
      expect(messages(wholeNumber('quantity', 1, 10), value)).toEqual(['The quantity field must be a whole number.']);
    },
  );

  it('names the bounds', () => {
    expect(messages(wholeNumber('quantity', 1, 10), 0)).toEqual(['The quantity field must be at least 1.']);
    expect(messages(wholeNumber('quantity', 1, 10), '11')).toEqual(['The quantity field must not be greater than 10.']);
    expect(messages(wholeNumber('quantity', 1, 10), undefined)).toEqual(['The quantity field is required.']);
  });

  it('takes ids from 1 up to the largest database id', () => {
    expect(read(id('product_id'), 2_147_483_647)).toBe(2_147_483_647);
    expect(messages(id('product_id'), 0)).toEqual(['The product_id field must be at least 1.']);
    expect(messages(id('product_id'), '2147483648')).toEqual(['The product_id field must not be greater than 2147483647.']);
  });

  it('reads a blank required id as missing', () => {
    expect(messages(required(id('product_id')), null)).toEqual(['The product_id field is required.']);
    expect(messages(required(id('product_id')), '')).toEqual(['The product_id field is required.']);
  });
});

describe('referenceId', () => {
  it('reads numbers and digits', () => {
    expect(read(referenceId('state id'), 12)).toBe(12);
    expect(read(referenceId('state id'), ' 12 ')).toBe(12);
  });

  it('answers an id out of range like an unknown row, and other values as not whole numbers', () => {
    expect(messages(referenceId('area id'), 0)).toEqual(['The selected area id is invalid.']);
    expect(messages(referenceId('area id'), 2_147_483_648)).toEqual(['The selected area id is invalid.']);
    expect(messages(referenceId('area id'), 1.5)).toEqual(['The area id field must be a whole number.']);
    expect(messages(referenceId('area id'), 'dhaka')).toEqual(['The area id field must be a whole number.']);
  });
});

describe('emailAddress', () => {
  it('trims and lower-cases the address', () => {
    expect(read(emailAddress('email'), ' Nusrat@Example.COM ')).toBe('nusrat@example.com');
  });

  it.each([['nusrat'], ['nusrat@example'], ['two words@example.com'], ['bad@']])('refuses %p', (value) => {
    expect(messages(emailAddress('email'), value)).toEqual(['The email field must be a valid email address.']);
  });

  it('refuses an address longer than 255 characters and a value that is not a string', () => {
    expect(messages(emailAddress('email'), `${'a'.repeat(250)}@example.com`)).toEqual([
      'The email field must not be greater than 255 characters.',
    ]);
    expect(messages(emailAddress('email'), 42)).toEqual(['The email field must be a string.']);
  });
});

describe('bangladeshiPhone', () => {
  it.each([['01711000001'], ['+880 1711-000001'], ['8801711000001'], [' 01711 000001 ']])('stores %p as 11 digits', (value) => {
    expect(read(bangladeshiPhone('phone'), value)).toBe('01711000001');
  });

  it('refuses numbers that are not Bangladeshi mobiles, and numbers sent as JSON numbers', () => {
    expect(messages(bangladeshiPhone('phone'), '01211000001')).toEqual(['The phone field must be a valid Bangladeshi mobile number.']);
    expect(messages(bangladeshiPhone('phone'), '0171100000')).toEqual(['The phone field must be a valid Bangladeshi mobile number.']);
    expect(messages(bangladeshiPhone('phone'), 1711000001)).toEqual(['The phone field must be a string.']);
  });
});

describe('booleanFlag', () => {
  it.each([[true], [1], ['1'], ['true']])('reads %p as true', (value) => {
    expect(read(booleanFlag('remember_me'), value)).toBe(true);
  });

  it.each([[false], [0], ['0'], ['false']])('reads %p as false', (value) => {
    expect(read(booleanFlag('remember_me'), value)).toBe(false);
  });

  it.each([['yes'], ['on'], [2], [null], ['']])('refuses %p', (value) => {
    expect(messages(booleanFlag('remember_me'), value)).toEqual(['The remember_me field must be true or false.']);
  });

  it('may be left out, or sent blank, when optional', () => {
    expect(read(booleanFlag('remove_all').optional(), undefined)).toBeUndefined();
    expect(read(optional(booleanFlag('remember_me')), '')).toBeUndefined();
  });
});

import { chooseContact, isWaitable } from '@/server/modules/stockRequests/service';

describe('where a back-in-stock alert goes', () => {
  const customer = { email: 'Rahim@Example.com', phone: '01711000001' };

  it('is the e-mail or phone given, before the customer’s own', () => {
    expect(chooseContact({ email: 'gift@example.com', phone: null }, customer)).toEqual({ contact: 'gift@example.com', channel: 'email' });
    expect(chooseContact({ email: null, phone: '01911222333' }, customer)).toEqual({ contact: '01911222333', channel: 'phone' });
  });

  it('is the customer’s phone, else their e-mail lower-cased, when none is given', () => {
    expect(chooseContact({ email: null, phone: null }, customer)).toEqual({ contact: '01711000001', channel: 'phone' });
    expect(chooseContact({ email: null, phone: null }, { ...customer, phone: null })).toEqual({ contact: 'rahim@example.com', channel: 'email' });
  });

  it('is nowhere for a guest who gave nothing', () => {
    expect(chooseContact({ email: null, phone: null }, null)).toBeNull();
    expect(chooseContact({ email: null, phone: null }, { email: null, phone: null })).toBeNull();
  });
});

describe('which variants can be waited for', () => {
  it('only sold-out variants of products that cannot be sold beyond their stock', () => {
    expect(isWaitable({ stock: 0, is_negative: 0 })).toBe(true);
    expect(isWaitable({ stock: -2, is_negative: 0 })).toBe(true);
    expect(isWaitable({ stock: 1, is_negative: 0 })).toBe(false);
    expect(isWaitable({ stock: 0, is_negative: 1 })).toBe(false);
  });
});

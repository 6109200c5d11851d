import { backInStockMessage } from '@/server/modules/stockRequests/alertMessage';
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

describe('the back-in-stock message', () => {
  const variant = { productName: 'Cotton Panjabi', productSlug: 'cotton-panjabi', color: 'Maroon', size: '46' };

  it('is an SMS to a phone naming the colour and size, with the product link', () => {
    expect(backInStockMessage(variant, { contact: '01711000001', channel: 'phone', locale: 'en' }, 'https://shop.example')).toEqual({
      channel: 'sms',
      recipient: '01711000001',
      subject: 'Back in stock: Cotton Panjabi',
      body: 'Good news! Cotton Panjabi (colour Maroon, size 46) is back in stock. Order it before it sells out again: https://shop.example/details/cotton-panjabi',
    });
  });

  it('names only what the variant has, and falls back to English for an unknown language', () => {
    const message = backInStockMessage({ ...variant, color: null }, { contact: 'a@example.com', channel: 'email', locale: 'xx' }, 'https://shop.example');
    expect(message.channel).toBe('email');
    expect(message.body).toContain('Cotton Panjabi (size 46) is back in stock');
    expect(backInStockMessage({ ...variant, color: null, size: null }, { contact: 'a@example.com', channel: 'email', locale: 'en' }, 'https://shop.example').body).toContain(
      'Good news! Cotton Panjabi is back in stock.',
    );
  });
});

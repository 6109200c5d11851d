import { dhakaDateStamp, newOrderCode } from '@/server/modules/checkout/orderCode';
import { requestHash } from '@/server/modules/checkout/requestHash';

describe('order codes', () => {
  it('is RD, the day in Dhaka and 6 random digits or capital letters', () => {
    const picks = [0, 10, 35, 1, 11, 12];
    expect(newOrderCode(new Date('2026-11-22T10:00:00Z'), () => picks.shift()!)).toBe('RD2611220AZ1BC');
    expect(newOrderCode(new Date())).toMatch(/^RD\d{6}[0-9A-Z]{6}$/);
  });

  it('takes the date in Dhaka (UTC+6), where the day starts six hours earlier', () => {
    expect(dhakaDateStamp(new Date('2026-11-22T17:59:59Z'))).toBe('261122');
    expect(dhakaDateStamp(new Date('2026-11-22T18:00:00Z'))).toBe('261123');
    expect(dhakaDateStamp(new Date('2026-12-31T18:30:00Z'))).toBe('270101');
  });
});

describe('request hashes', () => {
  it('are the same whatever the order of the fields, and differ when a value differs', () => {
    const request = { shippingType: 'pickup', shipping: { contact: { phone: '01712345678', firstName: 'Rafiq' } }, note: null };
    const reordered = { note: null, shipping: { contact: { firstName: 'Rafiq', phone: '01712345678' } }, shippingType: 'pickup' };
    expect(requestHash(reordered)).toBe(requestHash(request));
    expect(requestHash({ ...request, note: 'Leave at the door' })).not.toBe(requestHash(request));
  });
});

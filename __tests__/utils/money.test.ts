import { formatTaka, parseTaka, poishaToTaka, takaToPoisha } from '@/utils/money';

describe('formatTaka', () => {
  it('shows the taka sign, thousands separators and two decimals', () => {
    expect(formatTaka(1200)).toBe('৳1,200.00');
    expect(formatTaka(1234567.5)).toBe('৳1,234,567.50');
  });

  it('shows zero as ৳0.00', () => {
    expect(formatTaka(0)).toBe('৳0.00');
  });

  it('keeps paisa-level decimals', () => {
    expect(formatTaka(99.9)).toBe('৳99.90');
    expect(formatTaka(350.05)).toBe('৳350.05');
  });

  it('rounds to two decimals', () => {
    expect(formatTaka(10.456)).toBe('৳10.46');
    expect(formatTaka(10.454)).toBe('৳10.45');
    expect(formatTaka(999.999)).toBe('৳1,000.00');
  });

  it('shows ৳0.00 for values that are not numbers', () => {
    expect(formatTaka(Number.NaN)).toBe('৳0.00');
    expect(formatTaka(Number.POSITIVE_INFINITY)).toBe('৳0.00');
  });
});

describe('poisha and taka', () => {
  it('converts poisha to taka', () => {
    expect(poishaToTaka(120000)).toBe(1200);
    expect(poishaToTaka(35005)).toBe(350.05);
    expect(poishaToTaka(0)).toBe(0);
  });

  it('converts taka to whole poisha', () => {
    expect(takaToPoisha(1200)).toBe(120000);
    expect(takaToPoisha(350.05)).toBe(35005);
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(takaToPoisha(10.456)).toBe(1046);
  });

  it('round-trips amounts with two decimals', () => {
    for (const taka of [0.01, 19.99, 1200, 8499.5]) {
      expect(poishaToTaka(takaToPoisha(taka))).toBe(taka);
    }
  });
});

describe('formatTaka in Bangla', () => {
  it('writes Bengali digits with the taka sign and two decimals', () => {
    expect(formatTaka(1200, 'bn')).toBe('৳১,২০০.০০');
    expect(formatTaka(0, 'bn')).toBe('৳০.০০');
    expect(formatTaka(99.9, 'bn')).toBe('৳৯৯.৯০');
  });

  it('groups lakhs and crores as Bangladesh writes them', () => {
    expect(formatTaka(1234567.5, 'bn')).toBe('৳১২,৩৪,৫৬৭.৫০');
  });

  it('stays English when no language is given', () => {
    expect(formatTaka(1200)).toBe(formatTaka(1200, 'en'));
  });
});

describe('parseTaka', () => {
  it('takes a finite number as it is', () => {
    expect(parseTaka(2500)).toBe(2500);
    expect(parseTaka(0)).toBe(0);
    expect(parseTaka(99.95)).toBe(99.95);
  });

  it('reads formatted strings with or without the taka sign and thousands separators', () => {
    expect(parseTaka('৳2,500.00')).toBe(2500);
    expect(parseTaka('2,500')).toBe(2500);
    expect(parseTaka('2500.5')).toBe(2500.5);
    expect(parseTaka('৳ 1,234,567.89')).toBe(1234567.89);
    expect(parseTaka('৳12,00,000.00')).toBe(1200000);
    expect(parseTaka(' 450 ')).toBe(450);
    expect(parseTaka('-৳120.00')).toBe(-120);
    expect(parseTaka('0.00')).toBe(0);
  });

  it('answers null for anything that is not an amount, never 0', () => {
    expect(parseTaka('')).toBeNull();
    expect(parseTaka('৳')).toBeNull();
    expect(parseTaka('call us')).toBeNull();
    expect(parseTaka('2,50')).toBeNull();
    expect(parseTaka('1,2345')).toBeNull();
    expect(parseTaka('1.200,00')).toBeNull();
    expect(parseTaka('$12')).toBeNull();
    expect(parseTaka('12 taka')).toBeNull();
    expect(parseTaka(Number.NaN)).toBeNull();
    expect(parseTaka(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseTaka(null)).toBeNull();
    expect(parseTaka(undefined)).toBeNull();
    expect(parseTaka(true)).toBeNull();
    expect(parseTaka({ amount: 12 })).toBeNull();
  });
});

import {
  DEFAULT_LOCALE,
  formatAmount,
  formatCount,
  formatDate,
  formatDecimal,
  formatNumber,
  intlLocale,
  isLocale,
  localeOrDefault,
  localizeDigits,
  LOCALE_NAMES,
  LOCALES,
} from '@/utils/locale';

describe('languages', () => {
  it('are English (the default) and Bangla, each named in its own script', () => {
    expect(LOCALES).toEqual(['en', 'bn']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_NAMES).toEqual({ en: 'English', bn: 'বাংলা' });
  });

  it('knows only en and bn', () => {
    expect(isLocale('bn')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('falls back to English for anything else, such as an empty lang attribute', () => {
    expect(localeOrDefault('bn')).toBe('bn');
    expect(localeOrDefault('')).toBe('en');
    expect(localeOrDefault('BN')).toBe('en');
    expect(localeOrDefault(null)).toBe('en');
  });

  it('formats Bangla as Bangladesh writes it', () => {
    expect(intlLocale('bn')).toBe('bn-BD');
    expect(intlLocale('en')).toBe('en-US');
  });
});

describe('numbers', () => {
  it('are written without grouping, in Bengali digits in Bangla', () => {
    expect(formatNumber(2026, 'en')).toBe('2026');
    expect(formatNumber(2026, 'bn')).toBe('২০২৬');
    expect(formatNumber(3.5, 'bn')).toBe('৩.৫');
  });

  it('keep a fixed number of decimals when asked (ratings)', () => {
    expect(formatDecimal(4, 'en', 1)).toBe('4.0');
    expect(formatDecimal(4.25, 'en', 1)).toBe('4.3');
    expect(formatDecimal(4, 'bn', 1)).toBe('৪.০');
  });

  it('with two decimals are grouped by thousands in English and in lakh and crore in Bangla', () => {
    expect(formatAmount(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'bn')).toBe('১২,৩৪,৫৬৭.৫০');
    expect(formatAmount(999.999, 'en')).toBe('1,000.00');
    expect(formatAmount(-50, 'en')).toBe('-50.00');
  });

  it('that round to zero from below carry no sign (Intl would write -0.00)', () => {
    expect(formatAmount(-0.004, 'en')).toBe('0.00');
    expect(formatNumber(-0, 'bn')).toBe('০');
  });

  // Written out by hand to spare a phone's start-up the first Intl formatter: Intl stays the reference.
  it('read exactly as Intl writes them, in both languages', () => {
    const values = [
      0, 0.004, 0.005, 1, 7, 10, 99.9, 100, 350.05, 999, 999.995, 1000, 1.005, 2.675, 10.456, 12345.678,
      100000, 1234567.5, 98765432.1, 1e9 + 0.125, -1, -1234.5, -0.125, 4.25, 3.5,
      // Prices and ratings with three decimals, a tenth of them halfway between two cents.
      ...Array.from({ length: 400 }, (_, index) => ((index * 7919) % 1000003) / 1000),
    ];
    for (const locale of LOCALES) {
      const tag = intlLocale(locale);
      for (const value of values) {
        expect([value, formatAmount(value, locale)]).toEqual([
          value,
          new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
        ]);
        expect([value, formatNumber(value, locale)]).toEqual([
          value,
          new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 2 }).format(value),
        ]);
        const count = Math.abs(Math.round(value));
        expect([count, formatCount(count, locale)]).toEqual([count, new Intl.NumberFormat(tag).format(count)]);
        expect([value, formatDecimal(value, locale, 1)]).toEqual([
          value,
          new Intl.NumberFormat(tag, { useGrouping: false, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
        ]);
      }
    }
  });

  it('laid out already (a zero-padded countdown) only change their digits', () => {
    expect(localizeDigits('05', 'bn')).toBe('০৫');
    expect(localizeDigits('A-1209', 'bn')).toBe('A-১২০৯');
    expect(localizeDigits('05', 'en')).toBe('05');
  });
});

describe('dates', () => {
  // 18:30 UTC on 21 November is already 22 November in Dhaka (UTC+6).
  const lateEvening = '2026-11-21T18:30:00Z';

  it('are the day as Dhaka sees it, day month year in English', () => {
    expect(formatDate(lateEvening, 'en')).toBe('22 Nov 2026');
  });

  it('are written in Bangla with Bengali digits', () => {
    const bangla = formatDate(lateEvening, 'bn');
    expect(bangla).toContain('২২');
    expect(bangla).toContain('২০২৬');
    expect(bangla).not.toMatch(/[0-9]/);
  });

  it('may carry the time of day, in Dhaka time', () => {
    const afternoon = '2026-11-22T09:15:00Z';
    expect(formatDate(afternoon, 'en', 'dayAndTime')).toBe('22 Nov 2026, 15:15');
    expect(formatDate(afternoon, 'bn', 'dayAndTime')).toContain(':১৫');
  });

  it('are empty when unreadable', () => {
    expect(formatDate('not a date', 'bn')).toBe('');
  });

  it('read exactly as Intl writes them for Dhaka, in both languages and both styles, every hour of a year', () => {
    const intl = {
      day: { day: 'numeric', month: 'short', year: 'numeric' },
      dayAndTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    } as const;
    const cases = LOCALES.flatMap((locale) =>
      (['day', 'dayAndTime'] as const).map((style) => ({
        locale,
        style,
        intl: new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), { ...intl[style], timeZone: 'Asia/Dhaka' }),
      })),
    );
    const start = Date.UTC(2026, 0, 1, 0, 7);
    const mismatches: string[] = [];
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const moment = new Date(start + hour * 3_600_000 + (hour % 53) * 60_000);
      for (const { locale, style, intl: format } of cases) {
        const written = formatDate(moment, locale, style);
        if (written !== format.format(moment)) mismatches.push(`${moment.toISOString()} ${locale} ${style}: ${written} ≠ ${format.format(moment)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keep the Dhaka day across years, from the ends of a year to a leap day', () => {
    expect(formatDate('2023-12-31T18:00:00Z', 'en')).toBe('1 Jan 2024');
    expect(formatDate('2024-02-28T18:00:00Z', 'en')).toBe('29 Feb 2024');
    expect(formatDate('2030-06-30T17:59:00Z', 'en', 'dayAndTime')).toBe('30 Jun 2030, 23:59');
  });
});

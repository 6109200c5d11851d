import {
  DEFAULT_LOCALE,
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
});

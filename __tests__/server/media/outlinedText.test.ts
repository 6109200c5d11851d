import { DEJAVU_SANS_BOLD } from '@/server/modules/media/glyphOutlines';
import { lineWidthInEms, outlineLine, type OutlineFont } from '@/server/modules/media/outlinedText';

// Two square letters, 500 units wide in a 1000-unit em, 700 units tall; "AV" closes up by 100.
const SQUARES: OutlineFont = {
  unitsPerEm: 1000,
  capHeight: 700,
  glyphs: {
    A: [500, 'm50 0l0-700l400 0l0 700z'],
    V: [500, 'm50-700l400 0l-200 700z'],
    ' ': [250, ''],
  },
  kerning: { AV: -100 },
};

describe('lineWidthInEms', () => {
  it('adds the advances and the kerning of each pair', () => {
    expect(lineWidthInEms(SQUARES, 'A')).toBe(0.5);
    expect(lineWidthInEms(SQUARES, 'AA')).toBe(1);
    expect(lineWidthInEms(SQUARES, 'AV')).toBe(0.9);
    expect(lineWidthInEms(SQUARES, 'VA A')).toBe(1.75);
  });

  it('has no width for a line with a letter the font lacks', () => {
    expect(lineWidthInEms(SQUARES, 'AB')).toBeNull();
    expect(lineWidthInEms(SQUARES, 'constructor')).toBeNull();
  });
});

describe('outlineLine', () => {
  it('moves each letter’s outline along the baseline by the advances before it', () => {
    expect(outlineLine(SQUARES, 'AVA', { x: 10, y: 80, fontSize: 20 })).toEqual({
      transform: 'translate(10 80) scale(0.02)',
      d: 'M50 0l0-700l400 0l0 700zM450 -700l400 0l-200 700zM950 0l0-700l400 0l0 700z',
    });
  });

  it('centres the line on x and the capitals on y when asked', () => {
    // "AA" is 1 em = 20 px wide; the capitals are 0.7 em = 14 px tall.
    expect(outlineLine(SQUARES, 'AA', { x: 100, y: 50, fontSize: 20, anchor: 'middle', baseline: 'middle' })?.transform).toBe(
      'translate(90 57) scale(0.02)',
    );
  });

  it('spaces the letters by the letter spacing, given in the image’s units', () => {
    // 2 px at 20 px to the em is 100 units between the two letters, none after the last.
    const spaced = outlineLine(SQUARES, 'AA', { x: 0, y: 0, fontSize: 20, letterSpacing: 2, anchor: 'middle' });
    expect(spaced?.d).toBe('M50 0l0-700l400 0l0 700zM650 0l0-700l400 0l0 700z');
    expect(spaced?.transform).toBe('translate(-11 0) scale(0.02)');
  });

  it('gives no outline for a line with a letter the font lacks, so that it can be written as text', () => {
    expect(outlineLine(SQUARES, 'ঈদ', { x: 0, y: 0, fontSize: 20 })).toBeNull();
  });
});

describe('DEJAVU_SANS_BOLD', () => {
  it('has an outline for every Latin letter, digit and sign a banner label may hold', () => {
    // The signs are those LABEL_PATTERN allows besides letters and digits.
    const latin = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', ..." &'.,!+:-"];
    expect(latin.filter((character) => !Object.hasOwn(DEJAVU_SANS_BOLD.glyphs, character))).toEqual([]);
  });

  it('starts every drawn glyph with a move from its origin, the command outlineLine places it by', () => {
    const drawn = Object.values(DEJAVU_SANS_BOLD.glyphs).filter(([, path]) => path !== '');
    expect(drawn.filter(([, path]) => !/^m-?\d+ ?-?\d+/.test(path))).toEqual([]);
  });
});

/** A typeface as outlines: advance width and relative path of each character, in units of the em. */
export interface OutlineFont {
  unitsPerEm: number;
  capHeight: number;
  glyphs: Record<string, readonly [advance: number, path: string]>;
  /** Adjustment of the advance between two characters, keyed by the pair. */
  kerning: Record<string, number>;
}

export interface OutlinedTextOptions {
  x: number;
  y: number;
  fontSize: number;
  /** Where x sits on the line, as SVG's text-anchor. */
  anchor?: 'start' | 'middle';
  /** baseline: y is the baseline; middle: y is the middle of the capitals. */
  baseline?: 'baseline' | 'middle';
  letterSpacing?: number;
}

const FIRST_MOVE = /^m(-?\d+) ?(-?\d+)/;

function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function hasEveryGlyph(font: OutlineFont, characters: string[]): boolean {
  return characters.every((character) => Object.hasOwn(font.glyphs, character));
}

/** Advance from a character to the next: its width, the pair's kerning and the spacing between letters. */
function advanceAfter(font: OutlineFont, characters: string[], index: number, spacing: number): number {
  const character = characters[index];
  const next = characters[index + 1];
  return font.glyphs[character][0] + (next === undefined ? 0 : (font.kerning[character + next] ?? 0) + spacing);
}

/** Width of the line in the font's units. */
function lineWidth(font: OutlineFont, characters: string[], spacing: number): number {
  return characters.reduce((width, _, index) => width + advanceAfter(font, characters, index, spacing), 0);
}

/** Width of the line in ems, or null when the font lacks one of its characters. */
export function lineWidthInEms(font: OutlineFont, text: string): number | null {
  const characters = Array.from(text);
  if (!hasEveryGlyph(font, characters)) return null;
  return lineWidth(font, characters, 0) / font.unitsPerEm;
}

export interface OutlinedLine {
  /** Places the outlines: moves their origin to the start of the baseline and scales the em to the font size. */
  transform: string;
  d: string;
}

/**
 * The line as one path of letter outlines, or null when the font lacks one of its characters.
 * Drawn as shapes, the words look the same on every device and the image needs no font.
 */
export function outlineLine(font: OutlineFont, text: string, options: OutlinedTextOptions): OutlinedLine | null {
  const characters = Array.from(text);
  if (!hasEveryGlyph(font, characters)) return null;
  const scale = options.fontSize / font.unitsPerEm;
  const spacing = (options.letterSpacing ?? 0) / scale;
  const width = lineWidth(font, characters, spacing);
  const left = options.anchor === 'middle' ? options.x - (width * scale) / 2 : options.x;
  const baseline = options.baseline === 'middle' ? options.y + (font.capHeight * scale) / 2 : options.y;

  let pen = 0;
  let d = '';
  characters.forEach((character, index) => {
    // A glyph's first move is from its origin; made absolute, it places the whole relative outline.
    d += font.glyphs[character][1].replace(FIRST_MOVE, (_, dx: string, dy: string) => `M${roundTo(pen + Number(dx), 1)} ${dy}`);
    pen += advanceAfter(font, characters, index, spacing);
  });
  return { transform: `translate(${roundTo(left, 2)} ${roundTo(baseline, 2)}) scale(${roundTo(scale, 5)})`, d };
}

/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';

// An animation that never ends must change only what the compositor can animate alone (opacity and
// transform): anything else makes the main thread restyle and repaint on every frame for as long as it
// is on the page, which on a phone is time taken from hydration and from the shopper's taps.

const COMPOSITOR_PROPERTIES = new Set(['opacity', 'transform']);
const STYLE_FOLDERS = ['components', 'styles'];

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.scss') && !path.basename(file).startsWith('_'))
    .map((file) => path.join(folder, file));
}

/** Each keyframes rule's name with the properties it animates, from compiled CSS. */
function keyframeProperties(css: string): Map<string, Set<string>> {
  const keyframes = new Map<string, Set<string>>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)) {
    const properties = new Set([...match[2].matchAll(/([\w-]+)\s*:/g)].map((declaration) => declaration[1]));
    keyframes.set(match[1], properties);
  }
  return keyframes;
}

function infiniteAnimationNames(css: string, keyframeNames: Iterable<string>): string[] {
  const declarations = [...css.matchAll(/animation(?:-name)?\s*:([^;}]*)/g)].map((match) => match[1]);
  const infinite = declarations.filter((value) => /\binfinite\b/.test(value));
  return [...keyframeNames].filter((name) => infinite.some((value) => new RegExp(`(^|\\s)${name}(\\s|$)`).test(value.trim())));
}

const sheets = STYLE_FOLDERS.flatMap(stylesheets);

describe('endless animations', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(20);
  });

  it.each(sheets)('%s animates only opacity and transform without end', (sheet) => {
    const { css } = compile(sheet, { loadPaths: [process.cwd()] });
    const keyframes = keyframeProperties(css);
    for (const name of infiniteAnimationNames(css, keyframes.keys())) {
      const repainting = [...(keyframes.get(name) ?? [])].filter((property) => !COMPOSITOR_PROPERTIES.has(property));
      expect({ name, repainting }).toEqual({ name, repainting: [] });
    }
  });
});

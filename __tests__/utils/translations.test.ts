import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Dictionary } from '@/utils/translate';

// Every Bangla dictionary of the shop (utils/translations/*.bn.ts and components/<area>/translations.bn.ts),
// found on disk so a new one is checked without being listed here.

const ROOT = join(__dirname, '..', '..');
// Where a dictionary's English texts may be written: the interface, its rules, the store and the API.
const SOURCE_FOLDERS = ['components', 'hooks', 'pages', 'server', 'services', 'store', 'utils'];
// Dictionaries whose every text is written out literally in the code, so an unused one is dead. Others
// translate messages the code builds from numbers (`Keep the name to ${MAX} characters`).
const LITERAL_ONLY = /^(utils\/translations|components\/(layout|common|cart|product|category|home|search|content|store-locator|seo))\//;

function filesUnder(folder: string, accept: (path: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, accept);
    return accept(path) ? [path] : [];
  });
}

const dictionaryFiles = [
  ...filesUnder(join(ROOT, 'utils', 'translations'), (path) => path.endsWith('.bn.ts')),
  ...filesUnder(join(ROOT, 'components'), (path) => path.endsWith('translations.bn.ts')),
];

function dictionariesIn(file: string): [string, Dictionary][] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found at run time
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports).filter((entry): entry is [string, Dictionary] => typeof entry[1] === 'object' && entry[1] !== null);
}

const dictionaries = dictionaryFiles.flatMap((file) =>
  dictionariesIn(file).map(([name, dictionary]) => ({ label: `${relative(ROOT, file)} ${name}`, path: relative(ROOT, file), dictionary })),
);

const sourceTexts = SOURCE_FOLDERS.flatMap((folder) =>
  filesUnder(join(ROOT, folder), (path) => /\.tsx?$/.test(path) && !path.endsWith('.bn.ts')),
).map((path) => readFileSync(path, 'utf8'));

/** `{name}` placeholders (and Swiper's `{{index}}`), sorted, so the two languages can be compared. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{+(\w+)\}+/g)].map((match) => match[0]).sort();
}

function isWrittenInSource(text: string): boolean {
  return sourceTexts.some((source) => source.includes(`'${text}'`) || source.includes(`"${text}"`) || source.includes(`\`${text}\``) || source.includes(`>${text}<`));
}

describe('Bangla dictionaries', () => {
  it('are found', () => {
    expect(dictionaryFiles.length).toBeGreaterThan(0);
    expect(dictionaries.map((entry) => entry.label)).toContainEqual(expect.stringContaining('COMMON_BANGLA'));
  });

  describe.each(dictionaries)('$label', ({ path, dictionary }) => {
    it('translates every text (no value is empty)', () => {
      const empty = Object.entries(dictionary).filter(([, bangla]) => bangla.trim() === '');
      expect(empty).toEqual([]);
    });

    it('keeps exactly the placeholders of the English text', () => {
      const mismatched = Object.entries(dictionary).filter(([english, bangla]) => placeholders(english).join() !== placeholders(bangla).join());
      expect(mismatched).toEqual([]);
    });

    if (LITERAL_ONLY.test(path)) {
      it('has only texts the shop writes somewhere (a key no code uses is dead)', () => {
        const unused = Object.keys(dictionary).filter((english) => !isWrittenInSource(english));
        expect(unused).toEqual([]);
      });
    }
  });
});

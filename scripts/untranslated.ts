// Lists interface texts that do not go through `t(...)` for Bangla: JSX text, and string
// literals given to `aria-label`, `placeholder`, `title` and `alt` props, in `components/**/*.tsx`
// and `pages/**/*.tsx`. A component's `title` is left out: several components translate their title. A heuristic over the source (regular expressions, no
// parser): it may miss a text built in code and, rarely, flag code that looks like text.
//
// Usage: npx tsx scripts/untranslated.ts            counts per folder
//        npx tsx scripts/untranslated.ts --list     every finding, as file:line: text
//        npx tsx scripts/untranslated.ts --list checkout bag

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Finding {
  line: number;
  kind: 'text' | 'prop';
  text: string;
}

export interface FileFindings {
  /** Relative to the project, with forward slashes. */
  file: string;
  findings: Finding[];
}

const ROOT = path.resolve(__dirname, '..');
const SCANNED_DIRECTORIES = ['components', 'pages'];
const TEXT_PROPS = ['aria-label', 'placeholder', 'title', 'alt'];
/** Props a component may translate itself; counted on HTML elements only. */
const ELEMENT_ONLY_PROPS = new Set(['title']);

// Text between a tag and the next tag or expression, or after an expression up to the next tag.
const AFTER_TAG = />([^<>{}]*)(?=[<{])/g;
const AFTER_EXPRESSION = /\}([^<>{}]*)(?=<\/?[A-Za-z])/g;
// A child expression choosing between two literals: `{busy ? 'Sending…' : 'Send code'}`.
const LITERAL_CHOICE = /(?<!=)\{\s*[\w.!]+\s*\?\s*'([^'\n]*)'\s*:\s*'([^'\n]*)'\s*\}/g;
// A child that is a module constant's text shown as it is: `<p>{CHECKOUT_TEXTS.placed}</p>`.
const CONSTANT_CHILD = />\s*\{([A-Z][A-Z0-9_]+(?:\.\w+)?)\}\s*</g;
const LITERAL_PROP = new RegExp(`\\s(${TEXT_PROPS.join('|')})=(?:"([^"]*)"|\\{'([^']*)'\\}|\\{"([^"]*)"\\}|\\{\`([^\`$]*)\`\\})`, 'g');
// Code that the two text patterns above also meet around generics and after a closing brace:
// calls, statements, operators, string literals, declarations and type annotations.
const CODE_MARKS = /[()[\];=`'"|&]/;
const CODE_START = /^(?:return|export|interface|type|const|let|function|async|await|if|else|case|as|extends|satisfies)\b|^:\s*\w+$/;
// A word: a format such as "01XXXXXXXXX" or a bare symbol is the same in every language.
const WORD = /[a-z]{2,}/;
// Brand names and example addresses read the same in Bangla.
const SAME_IN_EVERY_LANGUAGE = /^(?:WhatsApp|Facebook|[\w.+-]+@[\w.-]+)$/;

/** Block comments and whole-line comments blanked out, keeping line numbers. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let position = 0; position < index; position += 1) if (source[position] === '\n') line += 1;
  return line;
}

/** The name of the tag a prop at `index` belongs to: the nearest `<name` before it. */
function tagBefore(code: string, index: number): string {
  const opening = code.slice(0, index).match(/<([A-Za-z][\w.]*)[^<]*$/);
  return opening ? opening[1] : '';
}

function isHtmlElement(tag: string): boolean {
  return /^[a-z]/.test(tag);
}

function needsTranslation(text: string): boolean {
  return WORD.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text);
}

function looksLikeText(candidate: string): boolean {
  const text = candidate.trim();
  return needsTranslation(text) && !CODE_MARKS.test(text) && !CODE_START.test(text);
}

/** The untranslated texts of one `.tsx` source. */
export function untranslatedTexts(source: string): Finding[] {
  const code = withoutComments(source);
  const findings: Finding[] = [];
  for (const pattern of [AFTER_TAG, AFTER_EXPRESSION]) {
    for (const match of code.matchAll(pattern)) {
      const raw = match[1];
      // `=>` and `>=` are operators, not the end of a tag.
      if (pattern === AFTER_TAG && /[=-]$/.test(code.slice(0, match.index))) continue;
      if (!looksLikeText(raw)) continue;
      const offset = match.index + 1 + (raw.length - raw.trimStart().length);
      findings.push({ line: lineAt(code, offset), kind: 'text', text: raw.trim().replace(/\s+/g, ' ') });
    }
  }
  for (const match of code.matchAll(LITERAL_CHOICE)) {
    for (const literal of [match[1], match[2]]) {
      if (needsTranslation(literal)) findings.push({ line: lineAt(code, match.index), kind: 'text', text: literal });
    }
  }
  for (const match of code.matchAll(CONSTANT_CHILD)) {
    findings.push({ line: lineAt(code, match.index), kind: 'text', text: `{${match[1]}}` });
  }
  for (const match of code.matchAll(LITERAL_PROP)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (!needsTranslation(value)) continue;
    if (ELEMENT_ONLY_PROPS.has(match[1]) && !isHtmlElement(tagBefore(code, match.index))) continue;
    findings.push({ line: lineAt(code, match.index), kind: 'prop', text: `${match[1]}="${value}"` });
  }
  return findings.sort((first, second) => first.line - second.line);
}

function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Every scanned file under `relativeDirectory` (such as `components/checkout`) with its findings. */
export function scanDirectory(relativeDirectory: string): FileFindings[] {
  return tsxFiles(path.join(ROOT, relativeDirectory)).map((file) => ({
    file: path.relative(ROOT, file).split(path.sep).join('/'),
    findings: untranslatedTexts(readFileSync(file, 'utf8')),
  }));
}

/** `components/checkout/x.tsx` -> `checkout`; pages count as one folder. */
function folderOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'components' ? second : top;
}

function main(): void {
  const listIndex = process.argv.indexOf('--list');
  const listed = listIndex === -1 ? null : new Set(process.argv.slice(listIndex + 1));
  const files = SCANNED_DIRECTORIES.flatMap(scanDirectory);

  if (listed) {
    for (const { file, findings } of files) {
      if (listed.size > 0 && !listed.has(folderOf(file))) continue;
      for (const finding of findings) console.log(`${file}:${finding.line}: ${finding.text}`);
    }
    return;
  }

  const counts = new Map<string, { text: number; prop: number }>();
  for (const { file, findings } of files) {
    const count = counts.get(folderOf(file)) ?? { text: 0, prop: 0 };
    for (const finding of findings) count[finding.kind] += 1;
    counts.set(folderOf(file), count);
  }
  const rows = [...counts].sort(([first], [second]) => first.localeCompare(second));
  console.log(`${'folder'.padEnd(16)} ${'JSX text'.padStart(8)} ${'props'.padStart(6)}`);
  for (const [folder, { text, prop }] of rows) console.log(`${folder.padEnd(16)} ${String(text).padStart(8)} ${String(prop).padStart(6)}`);
  const total = rows.reduce((sum, [, { text, prop }]) => sum + text + prop, 0);
  console.log(`${rows.length} folders, ${total} untranslated texts`);
}

if (require.main === module) main();

// Marks every script chunk of a finished build with V8's explicit compile hint (issue 10, README
// decisions). A Turbopack chunk holds module factories that all run as soon as it loads, so Chrome
// (136 and later) may compile its functions on the background thread that streams the download
// instead of lazily on the main thread, where compiling was most of the start-up's longest task.
//
// Usage: npx tsx scripts/compileHints.ts [chunks folder]   (default .next/static/chunks; `npm run build` runs it)

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const SOURCE_MAP_REFERENCE = /\/\/# sourceMappingURL=(\S+)\s*$/;

interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** The chunk with the hint as its first line (V8 reads it only before the code); unchanged when it has one. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The chunk's source map moved one generated line down, to match the line the hint adds. */
export function shiftedOneLine(map: SourceMap): SourceMap {
  if (map.sections) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** Adds the hint to every `.js` chunk in the folder (and shifts its source map, if the build wrote one); returns how many changed. */
export function addCompileHints(chunksFolder: string): number {
  let changed = 0;
  for (const name of readdirSync(chunksFolder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(chunksFolder, name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
    const mapReference = SOURCE_MAP_REFERENCE.exec(source)?.[1];
    const mapFile = mapReference && !mapReference.startsWith('data:') ? path.join(path.dirname(file), mapReference) : undefined;
    if (mapFile && existsSync(mapFile)) {
      writeFileSync(mapFile, JSON.stringify(shiftedOneLine(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)));
    }
  }
  return changed;
}

if (require.main === module) {
  const chunksFolder = process.argv[2] ?? path.join('.next', 'static', 'chunks');
  console.log(`Compile hints added to ${addCompileHints(chunksFolder)} chunks in ${chunksFolder}`);
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, shiftedOneLine, withCompileHint } from '@/scripts/compileHints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the code', () => {
    expect(withCompileHint('(globalThis.TURBOPACK||=[]).push([1])')).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||=[]).push([1])`);
  });

  it('leaves a chunk that already starts with the hint as it is', () => {
    const hinted = withCompileHint('run()');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('shiftedOneLine', () => {
  it('starts the mappings with an empty generated line', () => {
    expect(shiftedOneLine({ mappings: 'AAAA,CAAC;AACA' }).mappings).toBe(';AAAA,CAAC;AACA');
  });

  it('moves every section of an index map one line down', () => {
    const map = { sections: [{ offset: { line: 0, column: 0 } }, { offset: { line: 4, column: 10 } }] };
    expect(shiftedOneLine(map).sections).toEqual([{ offset: { line: 1, column: 0 } }, { offset: { line: 5, column: 10 } }]);
  });
});

describe('addCompileHints', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'chunks-'));
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');

  it('hints every script chunk, nested ones too, and leaves stylesheets alone', () => {
    mkdirSync(path.join(folder, 'pages'));
    writeFileSync(path.join(folder, 'app.js'), 'app()');
    writeFileSync(path.join(folder, 'pages', 'home.js'), 'home()');
    writeFileSync(path.join(folder, 'app.css'), '.a{color:red}');

    expect(addCompileHints(folder)).toBe(2);
    expect(read('app.js')).toBe(`${COMPILE_HINT}\napp()`);
    expect(read(path.join('pages', 'home.js'))).toBe(`${COMPILE_HINT}\nhome()`);
    expect(read('app.css')).toBe('.a{color:red}');
  });

  it('changes nothing when run again on the same build', () => {
    writeFileSync(path.join(folder, 'app.js'), 'app()');
    addCompileHints(folder);

    expect(addCompileHints(folder)).toBe(0);
    expect(read('app.js')).toBe(`${COMPILE_HINT}\napp()`);
  });

  it("shifts the chunk's source map once, so traces still point at the right source line", () => {
    writeFileSync(path.join(folder, 'app.js'), 'app()\n//# sourceMappingURL=a1b2.js.map');
    writeFileSync(path.join(folder, 'a1b2.js.map'), JSON.stringify({ version: 3, sources: ['app.ts'], mappings: 'AAAA' }));

    addCompileHints(folder);
    addCompileHints(folder);

    expect(JSON.parse(read('a1b2.js.map'))).toEqual({ version: 3, sources: ['app.ts'], mappings: ';AAAA' });
  });
});

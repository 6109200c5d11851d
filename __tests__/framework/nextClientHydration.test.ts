import { readFileSync } from 'node:fs';

// Issue 10: patches/next+16.4.6.patch makes the pages router hydrate inside startTransition, so React
// hydrates in slices of a few milliseconds instead of one long task. `npm install` applies it.
describe("Next's pages client as installed", () => {
  it.each(['next/dist/client/index.js', 'next/dist/esm/client/index.js'])('%s hydrates inside a transition', (entry) => {
    const source = readFileSync(require.resolve(entry), 'utf8');
    expect(source).toMatch(/startTransition\(\(\)=>\{\s*reactRoot = [\w.]+\.hydrateRoot\(/);
  });
});

// DESIGN section 6: the flags every headless Chromium of the benchmarks runs with (Debian's Chromium).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

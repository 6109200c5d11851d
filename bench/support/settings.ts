// Benchmark settings read from the environment (names and defaults: bench/README.md).

const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

export function positiveWholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

/** The server under test, without a trailing slash. */
export function baseUrlFromEnvironment(): string {
  return (process.env.BENCH_BASE_URL || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

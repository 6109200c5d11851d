import { PageCache } from './pageCache';

/** Enough for every product page of a catalogue of a few thousand, each in two encodings. */
const PAGE_CACHE_MAXIMUM_BYTES = 64 * 1024 * 1024;

// One cache per process, kept on globalThis: the front server loads this module from source and
// Next's API route from its own bundle, and both must reach the same cache.
const holder = globalThis as typeof globalThis & { __shopPageCache?: PageCache };

/** The page cache of this process (empty and unused under `next dev` or a bare `next start`). */
export function processPageCache(): PageCache {
  return (holder.__shopPageCache ??= new PageCache(PAGE_CACHE_MAXIMUM_BYTES));
}

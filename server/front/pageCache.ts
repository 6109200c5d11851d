import type { OutgoingHttpHeaders } from 'node:http';

// The pages a shared cache may keep (their Cache-Control has s-maxage), kept in this process in front
// of Next: a hit is answered before Next routes the request at all. Bounded by bytes, least recently
// used first out.

/** One stored answer: the headers and body as they went to the client that asked first. */
export interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** When it was stored (ms since the epoch); its age goes out with every hit. */
  storedAt: number;
  /** Served until then (ms since the epoch), then asked of Next again. */
  freshUntil: number;
}

/** Pages take most of an entry's memory; the key and headers are counted at this flat size. */
const ENTRY_OVERHEAD_BYTES = 2048;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private storedBytes = 0;
  private currentGeneration = 0;

  constructor(private readonly maximumBytes: number) {}

  /** Changes with every `clear`: an answer begun in an earlier generation may show what was cleared. */
  get generation(): number {
    return this.currentGeneration;
  }

  get bytes(): number {
    return this.storedBytes;
  }

  /** The fresh page stored under this key, now the most recently used; an expired one is dropped. */
  find(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.remove(key, page);
    if (page.freshUntil <= now) return undefined;
    this.pages.set(key, page);
    this.storedBytes += sizeOf(page);
    return page;
  }

  /** Stores a page unless the cache was cleared since the answer began, or the page alone is too big. */
  keep(key: string, page: CachedPage, generationAtRequest: number): void {
    if (generationAtRequest !== this.currentGeneration) return;
    const size = sizeOf(page);
    if (size > this.maximumBytes) return;
    const present = this.pages.get(key);
    if (present) this.remove(key, present);
    this.pages.set(key, page);
    this.storedBytes += size;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.storedBytes <= this.maximumBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /** Forgets every page, and every answer still on its way, after a change to what pages show. */
  clear(): void {
    this.pages.clear();
    this.storedBytes = 0;
    this.currentGeneration += 1;
  }

  private remove(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.storedBytes -= sizeOf(page);
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length + ENTRY_OVERHEAD_BYTES;
}

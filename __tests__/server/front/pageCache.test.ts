import { PageCache, type CachedPage } from '@/server/front/pageCache';

const ENTRY_BYTES = 2048;

function page(body: string, storedAt = 0, freshForMs = 30_000): CachedPage {
  return { headers: { 'content-type': 'text/html' }, body: Buffer.from(body), storedAt, freshUntil: storedAt + freshForMs };
}

describe('PageCache', () => {
  it('serves a stored page while it is fresh, and drops it when it is not', () => {
    const cache = new PageCache(1024 * 1024);
    cache.keep('/details/shirt', page('<html>shirt</html>', 1000), cache.generation);

    expect(cache.find('/details/shirt', 30_999)?.body.toString()).toBe('<html>shirt</html>');
    expect(cache.find('/details/shirt', 31_000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.find('/details/shirt', 1000)).toBeUndefined();
  });

  it('replaces the page stored under the same key', () => {
    const cache = new PageCache(1024 * 1024);
    cache.keep('/', page('old'), cache.generation);
    cache.keep('/', page('newer'), cache.generation);

    expect(cache.find('/', 0)?.body.toString()).toBe('newer');
    expect(cache.bytes).toBe('newer'.length + ENTRY_BYTES);
  });

  it('stays within its bytes by dropping the least recently used pages first', () => {
    const body = 'x'.repeat(1000);
    const cache = new PageCache(3 * (body.length + ENTRY_BYTES));
    cache.keep('a', page(body), cache.generation);
    cache.keep('b', page(body), cache.generation);
    cache.keep('c', page(body), cache.generation);
    cache.find('a', 0);
    cache.keep('d', page(body), cache.generation);

    expect(cache.find('b', 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.find(key, 0) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBe(3 * (body.length + ENTRY_BYTES));
  });

  it('does not store a page bigger than the whole cache', () => {
    const cache = new PageCache(4096);
    cache.keep('small', page('ok'), cache.generation);
    cache.keep('huge', page('x'.repeat(4096)), cache.generation);

    expect(cache.find('huge', 0)).toBeUndefined();
    expect(cache.find('small', 0)).toBeDefined();
  });

  it('forgets every page on clear, and refuses an answer that began before it', () => {
    const cache = new PageCache(1024 * 1024);
    cache.keep('/details/shirt', page('in stock'), cache.generation);
    const generationOfSlowAnswer = cache.generation;

    cache.clear();
    cache.keep('/details/shirt', page('in stock, rendered before the change'), generationOfSlowAnswer);

    expect(cache.find('/details/shirt', 0)).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.keep('/details/shirt', page('sold out'), cache.generation);
    expect(cache.find('/details/shirt', 0)?.body.toString()).toBe('sold out');
  });
});

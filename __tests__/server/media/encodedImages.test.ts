import { EncodedImages } from '@/server/modules/media/raster';

// The encoded images kept by a process: each encoded once while it is kept, within a budget of bytes.

function countingEncoder() {
  const calls: string[] = [];
  const encoder = (key: string, bytes: number) => () => {
    calls.push(key);
    return new Promise<Buffer>((resolve) => setTimeout(() => resolve(Buffer.alloc(bytes, key)), 5));
  };
  return { calls, encoder };
}

describe('encoded images', () => {
  it('encodes an image once for simultaneous requests, and answers the next from memory', async () => {
    const images = new EncodedImages(1024);
    const { calls, encoder } = countingEncoder();
    const answers = await Promise.all(Array.from({ length: 6 }, () => images.get('a', encoder('a', 10))));
    expect(calls).toEqual(['a']);
    for (const answer of answers) expect(answer).toBe(answers[0]);
    expect(await images.get('a', encoder('a', 10))).toBe(answers[0]);
    expect(calls).toEqual(['a']);
  });

  it('keeps no failure: the next request encodes again', async () => {
    const images = new EncodedImages(1024);
    await expect(images.get('a', () => Promise.reject(new Error('broken drawing')))).rejects.toThrow('broken drawing');
    const { calls, encoder } = countingEncoder();
    expect(await images.get('a', encoder('a', 10))).toEqual(Buffer.alloc(10, 'a'));
    expect(calls).toEqual(['a']);
  });

  it('lets go of the images asked for least recently once the budget is spent', async () => {
    const images = new EncodedImages(10);
    const { calls, encoder } = countingEncoder();
    await images.get('a', encoder('a', 4));
    await images.get('b', encoder('b', 4));
    // Asked for again, a becomes the most recent: c pushes b out.
    await images.get('a', encoder('a', 4));
    await images.get('c', encoder('c', 4));
    expect(calls).toEqual(['a', 'b', 'c']);
    await images.get('a', encoder('a', 4));
    await images.get('c', encoder('c', 4));
    expect(calls).toEqual(['a', 'b', 'c']);
    await images.get('b', encoder('b', 4));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing larger than the whole budget', async () => {
    const images = new EncodedImages(10);
    const { calls, encoder } = countingEncoder();
    await images.get('big', encoder('big', 11));
    await images.get('big', encoder('big', 11));
    expect(calls).toEqual(['big', 'big']);
  });
});

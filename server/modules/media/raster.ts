import sharp from 'sharp';

// The generated drawings as WebP pixels. A browser parses every SVG <img> into a document on the
// page's main thread, while it decodes a WebP off it, as it does a shop's photographs.

/** Encoded images by key, least recently asked for first, within a budget of bytes. */
export class EncodedImages {
  private readonly kept = new Map<string, Buffer>();
  /** Images being encoded: every request for one waits for the same encoding. */
  private readonly encoding = new Map<string, Promise<Buffer>>();
  private keptBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, encode: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const running = this.encoding.get(key);
    if (running) return running;
    const encoded = encode()
      .then((image) => {
        this.keep(key, image);
        return image;
      })
      .finally(() => this.encoding.delete(key));
    this.encoding.set(key, encoded);
    return encoded;
  }

  private keep(key: string, image: Buffer): void {
    this.kept.set(key, image);
    this.keptBytes += image.length;
    for (const [oldestKey, oldest] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.kept.delete(oldestKey);
      this.keptBytes -= oldest.length;
    }
  }
}

// A path's answer never changes, so each image is encoded once and kept while it is asked for:
// the demo shop's few hundred images take a few megabytes.
const encodedImages = new EncodedImages(32 * 1024 * 1024);

// SVG's unit is the CSS pixel, which librsvg draws at 72 dots per inch.
const DOTS_PER_CSS_PIXEL = 72;

/** The drawing as WebP, `scale` pixels to each of its units; `key` names the drawing and scale. */
export function webpOf(key: string, drawing: () => string, scale: number): Promise<Buffer> {
  return encodedImages.get(key, () =>
    sharp(Buffer.from(drawing()), { density: DOTS_PER_CSS_PIXEL * scale })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

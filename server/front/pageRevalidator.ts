import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRevalidator } from '@/server/http/types';
import type { PageCache } from './pageCache';

// API calls the front server answers render changed product pages again the way Next's
// `res.revalidate` does without its router: a HEAD request for the page carrying the build's preview
// id, to every render worker, since each keeps its own page cache in memory (`isrFlushToDisk` is
// off). Then the front page cache, which may hold that page and listings showing it, is emptied.

// Next's on-demand revalidation headers: render again, and only a page rendered before.
const RENDER_AGAIN_HEADER = 'x-prerender-revalidate';
const ONLY_IF_RENDERED_HEADER = 'x-prerender-revalidate-if-generated';

/** The build's preview id, which Next requires of a request to render a cached page again. */
export function readPreviewModeId(distDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { preview?: { previewModeId?: string } };
  const id = manifest.preview?.previewModeId;
  if (!id) throw new Error(`No preview id in ${distDir}/prerender-manifest.json: run \`npm run build\` first`);
  return id;
}

async function renderAgain(origin: string, pagePath: string, previewModeId: string): Promise<void> {
  const answer = await fetch(new URL(pagePath, origin), {
    method: 'HEAD',
    headers: { [RENDER_AGAIN_HEADER]: previewModeId, [ONLY_IF_RENDERED_HEADER]: '1' },
  });
  // As Next's own check: rendered again, or never rendered (404) and so not in its cache.
  if (answer.headers.get('x-nextjs-cache') !== 'REVALIDATED' && answer.status !== 200 && answer.status !== 404) {
    throw new Error(`Invalid response ${answer.status}`);
  }
}

/** `origins` gives the render workers' addresses at the time of the change; all of them render it, even when one fails. */
export function createPageRevalidator(origins: () => readonly string[], previewModeId: string, cache: PageCache): PageRevalidator {
  return async (pagePath) => {
    const outcomes = await Promise.allSettled(origins().map((origin) => renderAgain(origin, pagePath, previewModeId)));
    cache.clear();
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  };
}

/**
 * @jest-environment node
 */
import { createElement, type ReactElement } from 'react';

// Issue 10: patches/react-dom+19.3.1.patch hands Next's pages router React's Node build of the
// server renderer when it runs in Node.js (Next asks for the edge build everywhere). `npm install`
// applies it.

interface ServerRenderer {
  renderToReadableStream(children: ReactElement): Promise<ReadableStream<Uint8Array>>;
}

const BANGLA_PRICE = 'রংধনু পাঞ্জাবি ৳১,২৫০ ';

/** A tree of several of the renderer's 4 kB buffers, with multi-byte text falling across their edges. */
function page(): ReactElement {
  const lines = Array.from({ length: 400 }, (_, index) =>
    createElement('p', { key: index, title: `${BANGLA_PRICE}${index}`, 'data-index': index }, `${BANGLA_PRICE.repeat(index % 7)}line ${index}`),
  );
  return createElement('main', { className: 'listing' }, lines);
}

/** `react-dom/server.edge` and `react-dom/server.node`, loaded afresh in the given Next runtime. */
function renderersIn(runtime: string): { edge: ServerRenderer; node: ServerRenderer } {
  process.env.NEXT_RUNTIME = runtime;
  let renderers: { edge: ServerRenderer; node: ServerRenderer } | undefined;
  jest.isolateModules(() => {
    renderers = { edge: require('react-dom/server.edge') as ServerRenderer, node: require('react-dom/server.node') as ServerRenderer };
  });
  return renderers as { edge: ServerRenderer; node: ServerRenderer };
}

async function html(renderer: ServerRenderer): Promise<string> {
  return new Response(await renderer.renderToReadableStream(page())).text();
}

describe('react-dom/server.edge as installed', () => {
  const runtime = process.env.NEXT_RUNTIME;

  afterEach(() => {
    if (runtime === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = runtime;
  });

  it("is React's Node build in Next's Node.js runtime", () => {
    const { edge, node } = renderersIn('nodejs');
    expect(edge.renderToReadableStream).toBe(node.renderToReadableStream);
  });

  it('stays the edge build in the edge runtime', () => {
    const { edge, node } = renderersIn('edge');
    expect(edge.renderToReadableStream).not.toBe(node.renderToReadableStream);
  });

  it('writes the same HTML as the edge build', async () => {
    const fromNodeBuild = await html(renderersIn('nodejs').edge);
    const fromEdgeBuild = await html(renderersIn('edge').edge);
    expect(Buffer.byteLength(fromNodeBuild)).toBeGreaterThan(8 * 4096);
    expect(fromNodeBuild).toContain(`<p title="${BANGLA_PRICE}399" data-index="399">`);
    expect(fromNodeBuild).toBe(fromEdgeBuild);
  });
});

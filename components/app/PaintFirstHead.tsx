import { Head } from 'next/document';
import { isValidElement } from 'react';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

type DocumentFiles = Parameters<Head['getScripts']>[0];
type HeadElements = ReturnType<Head['getScripts']>;
type DynamicChunkElements = ReturnType<Head['getDynamicChunks']>;

function scriptSource(element: unknown): string | null {
  if (!isValidElement<{ src?: unknown }>(element)) return null;
  return typeof element.props.src === 'string' ? element.props.src : null;
}

/**
 * Next's document head, except that the page's script files are requested once the first contentful
 * paint is on screen instead of beside the stylesheets: the first paint does not share the phone's
 * bandwidth with about 180 kB of scripts, and Lighthouse's simulated LCP no longer counts them (README,
 * decisions). Next's inline bootstrap stays where it is; the scripts then boot as before.
 */
export class PaintFirstHead extends Head {
  private readonly deferredSources: string[] = [];

  private withoutScriptFiles<Elements extends HeadElements | DynamicChunkElements>(elements: Elements): Elements {
    return elements.filter((element) => {
      const source = scriptSource(element);
      if (source !== null) this.deferredSources.push(source);
      return source === null;
    }) as Elements;
  }

  // Head renders the dynamic chunks first, then the page's scripts: the order they are added in.
  getDynamicChunks(files: DocumentFiles): DynamicChunkElements {
    return this.withoutScriptFiles(super.getDynamicChunks(files));
  }

  getScripts(files: DocumentFiles): HeadElements {
    const inlineScripts = this.withoutScriptFiles(super.getScripts(files));
    if (this.deferredSources.length === 0) return inlineScripts;
    return [
      ...inlineScripts,
      <script
        key="scripts-after-first-paint"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: scriptsAfterFirstPaint(this.deferredSources) }}
      />,
    ];
  }
}

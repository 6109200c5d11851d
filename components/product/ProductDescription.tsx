import { useEffect, useRef, useState } from 'react';
import { useHydrating } from '@/hooks/useHydrating';
import type { sanitizeHtml as SanitizeHtml } from '@/utils/sanitizeHtml';

// The server sanitises the description as it renders the page. In the browser DOMPurify (about 11 kB)
// is needed only for a description the server did not render, so it loads then; a hydrated element
// keeps the sanitised markup the server sent, which is read from it. (`typeof window` is fixed per
// bundle, so the browser's bundle leaves this require out.)
const sanitizeOnServer: typeof SanitizeHtml | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the server only, as said above
      (require('@/utils/sanitizeHtml') as { sanitizeHtml: typeof SanitizeHtml }).sanitizeHtml
    : null;

interface Sanitized {
  html: string;
  clean: string | null;
}

interface ProductDescriptionProps {
  html: string;
  className?: string;
}

/** The product's description, sanitised like every HTML the shop shows (utils/sanitizeHtml.ts). */
export function ProductDescription({ html, className }: ProductDescriptionProps) {
  const element = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  const [sanitized, setSanitized] = useState<Sanitized>(() => ({ html, clean: sanitizeOnServer ? sanitizeOnServer(html) : null }));
  const clean = sanitized.html === html ? sanitized.clean : null;

  useEffect(() => {
    if (clean !== null) return undefined;
    // Hydration leaves an element's inner HTML as the server wrote it; it is read from the element itself.
    if (hydrating && element.current) {
      setSanitized({ html, clean: element.current.innerHTML });
      return undefined;
    }
    let current = true;
    void import('@/utils/sanitizeHtml').then(({ sanitizeHtml }) => {
      if (current) setSanitized({ html, clean: sanitizeHtml(html) });
    });
    return () => {
      current = false;
    };
  }, [html, clean, hydrating]);

  return <div ref={element} className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}

import { useMemo } from 'react';
import { sanitizeHtml } from '@/utils/sanitizeHtml';

interface SafeHtmlProps {
  /** HTML from the shop's settings; scripts and event handlers are removed before rendering. */
  html: string | null | undefined;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

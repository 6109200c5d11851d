import { htmlToPlainText } from '@/components/product/plainText';

const LEADING_HEADING = /^\s*<h[12]\b[^>]*>([\s\S]*?)<\/h[12]>/i;

function sameText(left: string, right: string): boolean {
  return left.trim().toLocaleLowerCase('en') === right.trim().toLocaleLowerCase('en');
}

/**
 * The page's HTML without an opening heading that only repeats the page title: the page already
 * shows the title as its main heading. (The result is sanitised when it is rendered.)
 */
export function withoutRepeatedTitle(html: string | null, title: string): string {
  if (!html) return '';
  const heading = LEADING_HEADING.exec(html);
  if (!heading || !sameText(htmlToPlainText(heading[1]), title)) return html;
  return html.slice(heading[0].length);
}

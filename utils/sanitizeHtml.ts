import DOMPurify from 'isomorphic-dompurify';

// HTML from the shop's settings is rendered only after this: scripts, event handlers and
// javascript: URLs go, the formatting stays.

// A page opened in a new tab must not reach back to the shop through window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** Safe markup for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

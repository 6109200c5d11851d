import DOMPurify from 'isomorphic-dompurify';

// HTML from the shop's settings is rendered only after this: scripts, event handlers and
// javascript: URLs go, the formatting stays.

// A page opened in a new tab must not reach back to the shop through window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

// Forms and styles run no script, but they let injected markup pose as the shop: a fake login form
// or an overlay over the page. Content pages and the popup need neither.
const FORBIDDEN_TAGS = ['form', 'input', 'button', 'select', 'textarea', 'style', 'link', 'meta'];
const FORBIDDEN_ATTRIBUTES = ['style', 'formaction', 'action'];

// Sanitising is a pure function of the markup and costs milliseconds on the server (DOMPurify over
// jsdom), while the same descriptions and settings come back on every render: results are kept.
const REMEMBERED_RESULTS = 500;
const sanitized = new Map<string, string>();

/** Safe markup for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const remembered = sanitized.get(html);
  if (remembered !== undefined) return remembered;
  const safe = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
  if (sanitized.size >= REMEMBERED_RESULTS) sanitized.clear();
  sanitized.set(html, safe);
  return safe;
}

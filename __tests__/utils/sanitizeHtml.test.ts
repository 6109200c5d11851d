import { sanitizeHtml } from '@/utils/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the formatting of the popup content', () => {
    const html = '<h2>Get 10% off</h2><p>Use code <strong>WELCOME10</strong> at checkout.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips <script> elements and their code', () => {
    expect(sanitizeHtml('<p>Hello</p><script>alert(1)</script>')).toBe('<p>Hello</p>');
  });

  it('strips event handlers', () => {
    const clean = sanitizeHtml('<img src="/a.svg" onerror="alert(1)"><p onclick="steal()">Offer</p>');
    expect(clean).not.toMatch(/onerror|onclick|alert|steal/);
    expect(clean).toContain('<p>Offer</p>');
  });

  it('strips javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Win</a>')).not.toContain('javascript:');
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">Shop</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Shop</a>',
    );
  });

  it('answers an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

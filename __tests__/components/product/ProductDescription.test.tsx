import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { ProductDescription } from '@/components/product/ProductDescription';
import { sanitizeHtml } from '@/utils/sanitizeHtml';
import type * as SanitizeHtmlModule from '@/utils/sanitizeHtml';

jest.mock('@/utils/sanitizeHtml', () => {
  const actual = jest.requireActual<typeof SanitizeHtmlModule>('@/utils/sanitizeHtml');
  return { sanitizeHtml: jest.fn(actual.sanitizeHtml) };
});

const STAFF_HTML = '<p>Hand <strong>embroidery</strong> on cotton.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>';
const SANITISED = '<p>Hand <strong>embroidery</strong> on cotton.</p><img src="x">';

describe('ProductDescription', () => {
  it('keeps the sanitised markup the server sent while the page hydrates, with no sanitiser to load', async () => {
    // The server's answer: the description as the server sanitised it, which the browser reads from
    // the markup alone.
    const container = document.createElement('div');
    container.innerHTML = `<div>${SANITISED}</div>`;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <ProductDescription html={STAFF_HTML} />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(container.querySelector('strong')).toHaveTextContent('embroidery');
    expect(container.innerHTML).toContain(SANITISED);
    expect(sanitizeHtml).not.toHaveBeenCalled();
    container.remove();
  });

  it('sanitises a description the server did not render, such as after a client-side navigation', async () => {
    const { container } = render(<ProductDescription html={STAFF_HTML} />);
    expect((await screen.findByText('embroidery')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(sanitizeHtml).toHaveBeenCalledWith(STAFF_HTML);
  });
});

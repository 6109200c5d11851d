import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProductDescription } from '@/components/product/ProductDescription';

const STAFF_HTML = '<p>Hand <strong>embroidery</strong> on cotton.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>';
const SANITISED = '<p>Hand <strong>embroidery</strong> on cotton.</p><img src="x">';

describe('ProductDescription', () => {
  it('keeps the sanitised markup the server sent while the page hydrates, with no sanitiser to load', async () => {
    // The server's answer for this element: its id, and the description as the server sanitised it.
    const serverMarkup = renderToString(<ProductDescription html={STAFF_HTML} />).replace('></div>', `>${SANITISED}</div>`);
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <ProductDescription html={STAFF_HTML} />);
    });

    expect(container.querySelector('strong')).toHaveTextContent('embroidery');
    expect(container.innerHTML).toContain(SANITISED);
    container.remove();
  });

  it('sanitises a description the server did not render, such as after a client-side navigation', async () => {
    const { container } = render(<ProductDescription html={STAFF_HTML} />);
    expect((await screen.findByText('embroidery')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

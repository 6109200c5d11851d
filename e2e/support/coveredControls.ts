import type { Page } from 'playwright-core';

/**
 * In the page (self-contained: it is sent to the browser as source). Brings each visible control to
 * the middle of the screen, as the browser does for a control that takes the focus, unless it is
 * already there or the page cannot scroll that far (the first screen, the page's end); then asks
 * which element a tap at the control's centre reaches, and whether a fixed element (a floating
 * button, a bar, a toast) lies half way from there to any corner. Answers the controls covered so,
 * each with what covers it.
 */
async function coveredControlsInPage(): Promise<string[]> {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
  const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || element.getAttribute('placeholder') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `<${element.tagName.toLowerCase()}${className ? `.${className}` : ''}> "${name}"`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"], [inert]')
    );
  };
  // A slide beyond a carousel's edge or a row scrolled sideways is out of sight, not covered.
  const clippedAt = (element: Element, x: number, y: number) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
    }
    return false;
  };
  const reaches = (hit: Element | null, control: Element) =>
    hit !== null && (control.contains(hit) || hit.closest('label')?.control === control);
  // The fixed or sticky element (a floating button, a bar, a toast) the hit lands in, unless the control is part of it.
  const fixedCover = (hit: Element | null, control: Element) => {
    for (let element = hit; element; element = element.parentElement) {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') return element.contains(control) ? null : element;
    }
    return null;
  };

  // Sections that load as they come into view are loaded first, so every control is there.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  window.scrollTo({ top: 0, behavior: 'instant' });
  await nextFrames();

  const covered: string[] = [];
  for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
    if (!shown(control)) continue;
    const before = control.getBoundingClientRect();
    const centreY = before.top + before.height / 2;
    if (centreY < window.innerHeight / 4 || centreY > (window.innerHeight * 3) / 4) {
      window.scrollTo({ top: window.scrollY + centreY - window.innerHeight / 2, behavior: 'instant' });
      await nextFrames();
    }
    if (!shown(control)) continue;
    // A link that wraps onto two lines is tapped on its first line, not in the gap between them.
    const box = Array.from(control.getClientRects()).find((line) => line.width > 1 && line.height > 1) ?? control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x >= window.innerWidth || y < 0 || y >= window.innerHeight || clippedAt(control, x, y)) continue;
    const hit = document.elementFromPoint(x, y);
    if (!reaches(hit, control)) {
      covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing'}`);
      continue;
    }
    // A fixed element must not hide a good part of it either: it is tried half way to each corner too.
    const quarters = [-1, 1].flatMap((dx) => [-1, 1].map((dy) => [x + (dx * box.width) / 4, y + (dy * box.height) / 4]));
    const cover = quarters.map(([qx, qy]) => fixedCover(document.elementFromPoint(qx, qy), control)).find(Boolean);
    if (cover) covered.push(`${describe(control)} partly under ${describe(cover)}`);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return covered;
}

/** The page's visible controls that another element covers where a shopper would tap them (coveredControlsInPage). */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(${coveredControlsInPage.toString()})()`);
}

import fs from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core is evaluated in the page rather than added as a script tag, which the shop's
// Content-Security-Policy would refuse.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a journey does not accept: the ones that keep some shoppers from using the page. */
const BLOCKING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: { run: (context: Document) => Promise<AxeResults> };
  }
}

/**
 * Runs axe-core's rules (WCAG 2 A and AA, and its best practices) over the page as it shows now and
 * answers its serious and critical violations, one line for each element: the rule, what it asks,
 * the element and what is wrong with it.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(paintSkippedContent);
  const results = await page.evaluate(() => window.axe!.run(document));
  return results.violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/**
 * In the page: has every element that content-visibility lets the browser skip (rows and cards below
 * the first screen) laid out and painted. axe reads a text's background from what is painted at the
 * text's place, and a skipped element's text has no place yet: axe would read the colour of whatever
 * lies there (a placeholder further down) and report a contrast no shopper ever sees.
 */
function paintSkippedContent(): void {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  }
}

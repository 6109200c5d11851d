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
  const results = await page.evaluate(() => window.axe!.run(document));
  return results.violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

import type { Page } from 'playwright-core';

/** The `data` of a read endpoint of the running shop, failing the journey unless it answers 200. */
export async function apiData<Data>(page: Page, path: string): Promise<Data> {
  const response = await page.request.get(`/api${path}`);
  if (response.status() !== 200) throw new Error(`GET /api${path} answered ${response.status()}`);
  return ((await response.json()) as { data: Data }).data;
}

// The browser logs every 4xx answer to the console as well. Journeys meet them on purpose (a missing
// page, a wrong password, an affiliate page for a customer who is none) and check what the page shows.
const CLIENT_ERROR_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
// The browser's line for any request that failed (a 5xx answer, a refused or dropped connection).
const FAILED_REQUEST = /^Failed to load resource: /;

/**
 * Errors the browser reports while the page runs, uncaught ones and the console's: a hydration
 * mismatch (React's #418), a failed render, a script that throws, an answer of 5xx. A journey that
 * makes requests fail on purpose passes `failedRequests`: the browser's lines about them are expected.
 */
export function collectPageErrors(page: Page, { failedRequests = false } = {}): string[] {
  const expected = failedRequests ? FAILED_REQUEST : CLIENT_ERROR_ANSWER;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  return errors;
}

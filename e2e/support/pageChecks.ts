import type { Page } from 'playwright-core';

/** The `data` of a read endpoint of the running shop, failing the journey unless it answers 200. */
export async function apiData<Data>(page: Page, path: string): Promise<Data> {
  const response = await page.request.get(`/api${path}`);
  if (response.status() !== 200) throw new Error(`GET /api${path} answered ${response.status()}`);
  return ((await response.json()) as { data: Data }).data;
}

/** Errors the browser reports while the page runs: a hydration mismatch shows up here. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

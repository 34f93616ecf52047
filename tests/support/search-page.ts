import type { Page } from '@playwright/test';

/**
 * Result links (hrefs) that /search/ lists for a query, in order: each page, then the links
 * to its matching sections; [] when it finds nothing.
 */
export async function searchPageResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const done = page.locator('main article h2 a, main :text("No documents were found")');
  await done.first().waitFor();
  return page
    .locator('main article :is(h2 a, li a)')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

import type { Page } from '@playwright/test';

/**
 * Result links (hrefs) that /search/ lists for a query, in order: each page, then the links
 * to its matching sections, once all are drawn; [] when it finds nothing.
 */
export async function searchPageResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const done = page.locator('main article h2 a, main :text("No documents were found")');
  await done.first().waitFor();
  // Results are drawn a few pages per task; the section is busy until the last are in.
  await page.locator('main section[aria-busy="false"]').waitFor();
  return page
    .locator('main article :is(h2 a, li a)')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

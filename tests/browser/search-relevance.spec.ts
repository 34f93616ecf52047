import { expect, test, type Page } from '@playwright/test';
import { searchPageResults } from '../support/search-page';
import { relevanceCases } from '../support/search-queries';

/** The first three distinct pages (paths without the hash) that the search page lists. */
async function topPages(page: Page, query: string): Promise<string[]> {
  const hrefs = await searchPageResults(page, query);
  return [...new Set(hrefs.map((href) => href.split('#')[0] ?? ''))].slice(0, 3);
}

test('at least 90% of the relevance set finds its page in the top 3', async ({ page }) => {
  test.setTimeout(240_000);
  expect(relevanceCases.length).toBeGreaterThanOrEqual(30);
  expect(relevanceCases.filter((c) => c.kind === 'typo').length).toBeGreaterThanOrEqual(5);
  const misses: string[] = [];
  for (const { query, expected } of relevanceCases) {
    const pages = await topPages(page, query);
    if (!pages.includes(expected))
      misses.push(`${query} -> ${pages.join(', ')} (wanted ${expected})`);
  }
  const hitRate = 1 - misses.length / relevanceCases.length;
  console.log(`Search relevance: ${(hitRate * 100).toFixed(0)}% in the top 3`);
  expect(hitRate, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
});

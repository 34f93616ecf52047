import { expect, test, type Page } from '@playwright/test';
import { referencePaths } from '../../config/reference';
import { waitForHydration } from '../support/page-watch';
import { searchPageResults } from '../support/search-page';
import { relevanceCases } from '../support/search-queries';

const isReference = (href: string) =>
  Object.values(referencePaths).some((prefix) => href.startsWith(prefix));

/** The pages /search/ lists for a query, each with the links to its sections. */
async function listedPages(
  page: Page,
  query: string,
): Promise<{ href: string; sections: string[] }[]> {
  await searchPageResults(page, query);
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
      sections: [...article.querySelectorAll('li a')].map((a) => a.getAttribute('href') ?? ''),
    })),
  );
}

// One visit per query serves both checks: where the wanted page ranks, and, for questions in
// plain words, that no reference page comes first and that each page is listed once.
test('at least 90% of the relevance set finds its page in the top 3; plain-word questions find a hand-written page first, each page listed once', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(relevanceCases.length).toBeGreaterThanOrEqual(58);
  expect(relevanceCases.filter((c) => c.kind === 'typo').length).toBeGreaterThanOrEqual(5);
  expect(relevanceCases.filter((c) => c.kind === 'question').length).toBeGreaterThanOrEqual(20);
  const misses: string[] = [];
  const referenceFirst: string[] = [];
  for (const { query, expected, kind } of relevanceCases) {
    const listed = await listedPages(page, query);
    const top = listed.map((entry) => entry.href).slice(0, 3);
    if (!top.includes(expected)) misses.push(`${query} -> ${top.join(', ')} (wanted ${expected})`);
    if (kind !== 'concept' && kind !== 'question') continue;
    const pageLinks = listed.map((entry) => entry.href);
    expect(new Set(pageLinks).size, `${query}: a page listed twice`).toBe(pageLinks.length);
    if (pageLinks[0] && isReference(pageLinks[0]))
      referenceFirst.push(`${query} -> ${pageLinks[0]}`);
    // Sections sit under their own page, three at most.
    for (const { href: own, sections } of listed) {
      expect(sections.length, query).toBeLessThanOrEqual(3);
      for (const href of sections)
        expect(href.startsWith(`${own}#`), `${query}: ${href}`).toBe(true);
    }
  }
  const hitRate = 1 - misses.length / relevanceCases.length;
  console.log(`Search relevance: ${(hitRate * 100).toFixed(0)}% in the top 3`);
  expect(hitRate, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  expect(referenceFirst).toEqual([]);
});

test('the search box groups its suggestions by page, each page once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  for (const query of ['poll', 'key', 'what is a ballot', 'sign up', 'poseidon hash']) {
    await input.fill(query);
    const groups = page.locator('[role=listbox] > [role=group]');
    // The final list: the listbox is busy until the text index has arrived.
    await expect(page.locator('[role=listbox]')).toHaveAttribute('aria-busy', 'false');
    await expect(groups.first()).toBeVisible();
    const pages = await groups.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('[role=option]')?.getAttribute('href') ?? ''),
    );
    expect(pages.length, query).toBeGreaterThan(0);
    expect(pages.length, query).toBeLessThanOrEqual(8);
    expect(new Set(pages).size, `${query}: a page twice`).toBe(pages.length);
    for (const group of await groups.all()) {
      const hrefs = await group
        .locator('[role=option]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
      expect(hrefs.length, query).toBeLessThanOrEqual(4);
      for (const href of hrefs.slice(1)) expect(href.startsWith(`${hrefs[0]}#`), href).toBe(true);
    }
  }
});

import { expect, test, type Page } from '@playwright/test';
import { introductionPage } from '../support/built-site';
import { recordScripts, waitForHydration, watchPage } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 800 } });

const specPage = '/docs/spec/';
/** A page's formula store (plugins/speed/math-html): the only script that holds KaTeX markup. */
const isStore = (body: string) => body.includes('katex-mathml');

/**
 * The formulas of the page in view, or of `html` when given: how many, and the first one's
 * markup.
 */
function formulasOf(page: Page, html?: string): Promise<{ count: number; first: string }> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    const formulas = root.querySelectorAll('article .katex');
    return { count: formulas.length, first: formulas[0]?.outerHTML ?? '' };
  }, html);
}

async function servedFormulas(page: Page, path: string): Promise<{ count: number; first: string }> {
  return formulasOf(page, await (await page.request.get(path)).text());
}

test('a page loaded from the server keeps its formulas without loading them again', async ({
  page,
}) => {
  const watch = watchPage(page);
  const scripts = recordScripts(page);
  await page.goto(specPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const served = await servedFormulas(page, specPage);
  expect(served.count).toBeGreaterThan(100);
  expect(await formulasOf(page)).toEqual(served);
  expect((await scripts.stop()).filter(isStore)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('after a client-side navigation, the page shows the formulas the server would', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  const loaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      isStore(await response.text().catch(() => '')),
  );
  await page.locator('nav.menu').getByRole('link', { name: 'Specification' }).click();
  await expect(page).toHaveURL(new RegExp(`${specPage}$`));
  await loaded;

  const served = await servedFormulas(page, specPage);
  await expect.poll(() => formulasOf(page)).toEqual(served);
  expect(watch.errors).toEqual([]);
});

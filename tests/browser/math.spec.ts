import { expect, test, type Page, type Response } from '@playwright/test';
import { introductionPage } from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 800 } });

const specPage = '/docs/spec/';
/** A page's formula store (plugins/math-html): the only script that holds KaTeX markup. */
const isStore = (body: string) => body.includes('katex-mathml');

/** The formulas of the served HTML: how many, and the first one's markup. */
async function servedFormulas(page: Page, path: string): Promise<{ count: number; first: string }> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const formulas = doc.querySelectorAll('article .katex');
    return { count: formulas.length, first: formulas[0]?.outerHTML ?? '' };
  }, html);
}

async function shownFormulas(page: Page): Promise<{ count: number; first: string }> {
  return page.evaluate(() => {
    const formulas = document.querySelectorAll('article .katex');
    return { count: formulas.length, first: formulas[0]?.outerHTML ?? '' };
  });
}

test('a page loaded from the server keeps its formulas without loading them again', async ({
  page,
}) => {
  const watch = watchPage(page);
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    // A response that outlives the test loses its body; only the page's scripts count.
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  };
  page.on('response', collect);
  await page.goto(specPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const served = await servedFormulas(page, specPage);
  expect(served.count).toBeGreaterThan(100);
  expect(await shownFormulas(page)).toEqual(served);
  page.off('response', collect);
  expect((await Promise.all(scripts)).filter(isStore)).toEqual([]);
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
  await expect.poll(() => shownFormulas(page)).toEqual(served);
  expect(watch.errors).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { referencePaths, solidityReference } from '../../config/reference';
import {
  chunkText,
  contentChunk,
  entryScripts,
  introductionPage,
  routeGroupChunk,
} from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';

/*
 * The reference pages' routes are not in the entry bundle: each reference section's routes
 * come in a chunk of their own (plugins/speed/client-routes, config/reference.ts), which the
 * browser loads when it first needs one of them: opening such a page, following a link to
 * one, or prefetching a link in view.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const solidityGroup = 'solidity-reference';
const typescriptGroup = 'typescript-reference';
const contractPage = {
  path: `${referencePaths.solidity}MACI/`,
  source: `${solidityReference.outDir}/MACI.md`,
};
const typedocPage = `${referencePaths.typescript}core/classes/MaciState/`;

/** Records the route group chunks the page requests. */
function groupRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/js\/routes-/.test(path)) requested.push(path);
  });
  return requested;
}

test('the entry bundle leaves the reference routes out; their group chunk has them', () => {
  // Docusaurus keys each route's chunk names by `<path>-<hash>`.
  const contractRoute = new RegExp(`"${contractPage.path}-[0-9a-f]+"`);
  const entry = entryScripts(introductionPage.path).map(chunkText).join('\n');
  expect(entry).toMatch(new RegExp(`"${introductionPage.path}-[0-9a-f]+"`));
  expect(entry).not.toMatch(contractRoute);
  expect(chunkText(routeGroupChunk(solidityGroup))).toMatch(contractRoute);
  expect(chunkText(routeGroupChunk(typescriptGroup))).not.toMatch(contractRoute);
});

test('a docs page outside the reference loads no route group, even after idle prefetching', async ({
  page,
}) => {
  const requested = groupRequests(page);
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  // With the sidebar's link to the Solidity reference's index page in view, that page is
  // prefetched: its route is in the entry bundle, so that needs no group.
  await page.locator(`nav.menu a[href="${referencePaths.solidity}"]`).scrollIntoViewIfNeeded();
  const indexChunk = contentChunk(`${solidityReference.outDir}/index.md`);
  await expect(page.locator(`head link[rel="prefetch"][href="${indexChunk}"]`)).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('following links into the reference loads its group once, without reloading the page', async ({
  page,
}) => {
  const requested = groupRequests(page);
  const watch = watchPage(page);
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.locator(`nav.menu a[href="${referencePaths.solidity}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${referencePaths.solidity}$`));
  await page.locator(`article a[href="${contractPage.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${contractPage.path}$`));
  await expect(page.locator('article h1')).toHaveText('MACI');
  // Back to a page outside the reference, and into the reference again.
  await page.goBack();
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText(introductionPage.heading);
  await page.goForward();
  await page.goForward();
  await expect(page.locator('article h1')).toHaveText('MACI');

  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(requested).toEqual([routeGroupChunk(solidityGroup)]);
  expect(watch.errors).toEqual([]);
});

test('a reference page opened directly hydrates with its own group only', async ({ page }) => {
  const requested = groupRequests(page);
  const watch = watchPage(page);
  await page.goto(typedocPage);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Class: MaciState');
  expect(requested).toEqual([routeGroupChunk(typescriptGroup)]);

  // The hydrated page navigates within the reference and out of it.
  await page.locator(`nav.menu a[href="${referencePaths.typescript}core/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${referencePaths.typescript}core/$`));
  await page.locator('nav.menu a[href="/docs/introduction/"]').click();
  await expect(page.locator('article h1')).toHaveText(introductionPage.heading);
  expect(watch.errors).toEqual([]);
});

test('links to reference pages in view prefetch those pages, through their group', async ({
  page,
}) => {
  const chunk = contentChunk(contractPage.source);
  await page.goto(referencePaths.solidity);
  await waitForHydration(page);
  await expect(page.locator(`head link[rel="prefetch"][href="${chunk}"]`)).toBeAttached();
});

test('a group that failed to load is requested again', async ({ page }) => {
  const group = routeGroupChunk(solidityGroup);
  let attempts = 0;
  await page.route(`**${group}`, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort();
    else await route.continue();
  });
  await page.goto(referencePaths.solidity);
  await waitForHydration(page);
  await page.locator(`article a[href="${contractPage.path}"]`).first().click();
  // Docusaurus reloads the page when a route's code fails to load on a click.
  await expect(page).toHaveURL(new RegExp(`${contractPage.path}$`));
  await expect(page.locator('article h1')).toHaveText('MACI');
  await waitForHydration(page);
  expect(attempts).toBeGreaterThanOrEqual(2);
});

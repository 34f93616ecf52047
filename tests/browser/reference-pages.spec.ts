import { expect, test } from '@playwright/test';
import { referencePaths } from '../../config/reference';
import {
  expectedContractRoutes,
  packageExports,
  typescriptPackages,
  type ExportKind,
} from '../support/reference-expectations';
import { sitemapPaths } from '../support/sitemap';

/*
 * The generated reference is complete: every contract source of MACI 1.2.x and every public
 * export of the TypeScript packages has a page in the built site (the every-page test then
 * checks each of those pages in the browser). The expectations come from the packages.
 */
const routes = new Set(sitemapPaths());

test('every Solidity source of maci-contracts 1.2.0 and 1.2.5 has a contract page', () => {
  const expected = expectedContractRoutes();
  // 64 files in 1.2.5 plus the five that only 1.2.0 has (Subsidy, TallyNonQv, their factories, ITallySubsidyFactory).
  expect(expected.length).toBeGreaterThanOrEqual(69);
  expect(expected.filter((route) => !routes.has(route))).toEqual([]);
  for (const folder of [
    '',
    'crypto/',
    'gatekeepers/',
    'gatekeepers/zupass/',
    'trees/',
    'utilities/',
  ]) {
    expect(
      routes.has(`${referencePaths.solidity}${folder}`),
      `index of ${folder || 'the reference'}`,
    ).toBe(true);
  }
});

for (const [folder, packageName] of Object.entries(typescriptPackages)) {
  test(`every public export of ${packageName} has a code reference page`, () => {
    const exports = packageExports(packageName);
    expect(exports.length).toBeGreaterThan(0);
    expect(routes.has(`${referencePaths.typescript}${folder}/`), 'package index').toBe(true);
    // Classes, interfaces and functions must be filed where readers look for them.
    const strict: ExportKind[] = ['classes', 'interfaces', 'functions'];
    const missing = exports
      .filter(({ name, kind }) =>
        strict.includes(kind)
          ? !routes.has(`${referencePaths.typescript}${folder}/${kind}/${name}/`)
          : ![...routes].some(
              (route) =>
                route.startsWith(`${referencePaths.typescript}${folder}/`) &&
                route.endsWith(`/${name}/`),
            ),
      )
      .map(({ name, kind }) => `${kind}/${name}`);
    expect(missing).toEqual([]);
  });
}

test('the /typedoc page links to the four packages and the contract reference', async ({
  page,
}) => {
  await page.goto('/typedoc/');
  const main = page.locator('main');
  for (const folder of Object.keys(typescriptPackages)) {
    await expect(
      main.locator(`a[href="${referencePaths.typescript}${folder}/"]`).first(),
    ).toBeVisible();
  }
  await expect(main.locator(`a[href="${referencePaths.solidity}"]`).first()).toBeVisible();
});

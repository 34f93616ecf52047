import { expect, test, type Page } from '@playwright/test';
import { recordScripts, waitForHydration, watchPage } from '../support/page-watch';

/*
 * The error reference (/docs/errors/): a complete anchored list without JavaScript, a box
 * that takes a pasted error to its entry, search by selector and name, the box's code on this
 * page only, and the links from the contract reference.
 */
const path = '/docs/errors/';
const entryHeadings = 'main article :is(h3, h4)[id]';
const hardhatLine =
  'Error: VM Exception while processing transaction: reverted with an unrecognized custom error (return data: 0x5e4af53a)';

async function paste(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Paste the error as your tool printed it');
  await box.fill(text);
  await page.getByRole('button', { name: 'Find' }).click();
}

test('without JavaScript the page lists every entry, each with an anchor', async ({
  browser,
  page,
}) => {
  await page.goto(path);
  const withScript = await page.locator(entryHeadings).count();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(path);
  await expect(plain.locator(entryHeadings)).toHaveCount(withScript);
  // Contract errors, OpenZeppelin families, CLI messages, rejected messages and toolchain failures.
  expect(withScript).toBeGreaterThan(200);
  const entry = plain.locator('#processvknotset');
  await expect(entry).toContainText('ProcessVkNotSet 0x5e4af53a');
  const facts = plain.locator('#processvknotset + p');
  await expect(facts).toContainText('0x5e4af53a');
  await expect(plain.locator('#cli-the-verifier-contract-found-the-proof-invalid')).toBeVisible();
  await expect(plain.locator('#message-failed-decryption + p')).toContainText('FailedDecryption');
  await context.close();
});

test('a pasted Hardhat revert takes the reader to its entry', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(path);
  await waitForHydration(page);
  await paste(page, hardhatLine);
  await expect(page).toHaveURL(/#processvknotset$/);
  await expect(page.locator('#processvknotset')).toBeFocused();
  await expect(page.locator('#processvknotset')).toBeInViewport();
  await expect(page.getByRole('search', { name: 'Error lookup' })).toContainText(
    'selector 0x5e4af53a',
  );
  expect(watch.errors).toEqual([]);
});

test('a CLI line inside a stack trace, and text that names nothing', async ({ page }) => {
  await page.goto(path);
  await waitForHydration(page);
  await paste(
    page,
    [
      'Error: [✗] The verifier contract found the proof invalid.',
      '    at logError (node_modules/maci-cli/build/ts/utils/theme.js:88:11)',
    ].join('\n'),
  );
  await expect(page).toHaveURL(/#cli-the-verifier-contract-found-the-proof-invalid$/);
  await paste(page, 'nothing to see here');
  await expect(page.getByRole('search', { name: 'Error lookup' })).toContainText(
    'No entry matches',
  );
});

test("genProofs' lines for rejected messages, one and several at once", async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(path);
  await waitForHydration(page);
  const box = page.getByRole('search', { name: 'Error lookup' });
  await paste(page, 'Error at message index 2 - invalid signature');
  await expect(page).toHaveURL(/#message-invalid-signature$/);
  await expect(page.locator('#message-invalid-signature')).toBeFocused();
  await expect(box).toContainText('message index 2');
  await paste(
    page,
    [
      '[i] Generating proofs of message processing...',
      'Error at message index 4 - insufficient voice credits',
      'Error at message index 3 - invalid nonce',
      'Error at message index 2 - invalid signature',
      '[i] Progress: 1 / 1',
    ].join('\n'),
  );
  await expect(page).toHaveURL(/#message-insufficient-voice-credits$/);
  await expect(box).toContainText('3 entries match');
  for (const [id, index] of [
    ['message-insufficient-voice-credits', 4],
    ['message-invalid-nonce', 3],
    ['message-invalid-signature', 2],
  ] as const)
    await expect(box.locator('li').filter({ has: page.locator(`a[href="#${id}"]`) })).toContainText(
      `message index ${index}`,
    );
  expect(watch.errors).toEqual([]);
});

test("the proof page's genProofs lines link to their entries", async ({ page }) => {
  await page.goto('/docs/quickstart-proofs/');
  for (const id of ['message-insufficient-voice-credits', 'message-invalid-signature'])
    await expect(page.locator(`main article a[href="${path}#${id}"]`)).toHaveCount(1);
  await page.locator(`main article a[href="${path}#message-invalid-signature"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}#message-invalid-signature$`));
  await expect(page.locator('#message-invalid-signature')).toContainText('invalid signature');
});

test('the site search finds an entry by its selector and by its name', async ({ page }) => {
  for (const query of ['0x5e4af53a', 'ProcessVkNotSet']) {
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    await page.locator('main section[aria-busy="false"]').waitFor();
    await expect(
      page.locator(`main article a[href="${path}#processvknotset"]`).first(),
    ).toBeVisible();
  }
});

test('the lookup code loads on the errors page only', async ({ page }) => {
  const marker = 'Paste the error as your tool printed it';
  let recording = recordScripts(page);
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  expect((await recording.stop()).some((text) => text.includes(marker))).toBe(false);
  recording = recordScripts(page);
  await page.goto(path);
  await waitForHydration(page);
  expect((await recording.stop()).some((text) => text.includes(marker))).toBe(true);
});

test("each error on a contract's reference page links to its entry", async ({ page }) => {
  await page.goto('/docs/solidity-docs/VkRegistry/');
  const link = page.locator(`main article a[href="${path}#processvknotset"]`);
  await expect(link).toHaveText('error reference');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}#processvknotset$`));
});

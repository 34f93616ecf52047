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

/** The top of an element in the window, and the bottom of the sticky navbar. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
const navbarBottom = (page: Page) =>
  page.locator('.navbar').evaluate((navbar) => Math.max(0, navbar.getBoundingClientRect().bottom));

for (const width of [375, 1280])
  test(`at ${width} px an entry's address lands on it, below the navbar, and stays there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Entries far down the list: those above them are drawn only when they come near the screen.
    for (const id of ['message-invalid-signature', 'processvknotset']) {
      await page.goto(`${path}#${id}`);
      await waitForHydration(page);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await page.waitForTimeout(500);
      const top = await topOf(page, `#${id}`);
      expect(top).toBeGreaterThanOrEqual(await navbarBottom(page));
      expect(top).toBeLessThan(120);
    }
    // Back to the first entry, at the same place.
    await page.goBack();
    await expect(page).toHaveURL(/#message-invalid-signature$/);
    await expect.poll(() => topOf(page, '#message-invalid-signature')).toBeLessThan(120);
    expect(await topOf(page, '#message-invalid-signature')).toBeGreaterThanOrEqual(0);
  });

test("the list's code blocks: highlighted in the HTML, a copy button each, no highlighter", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watch = watchPage(page);
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto(path);
  const blocks = page.locator('main article .theme-code-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(50);
  await expect(blocks.first().locator('.token:not(.plain)').first()).toBeAttached();
  await waitForHydration(page);
  const copyButtons = page.getByRole('button', { name: 'Copy code to clipboard' });
  await expect(copyButtons).toHaveCount(count);

  const block = page.locator('#processvknotset ~ .theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  const expected = await block
    .locator('.token-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(expected).toContain('npx maci-cli@1.2.5 setVerifyingKeys');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();

  // The color of a flag follows the color mode.
  const flag = block.locator('.token.parameter').first();
  const light = await flag.evaluate((el) => getComputedStyle(el).color);
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  await expect(flag).not.toHaveCSS('color', light);

  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => /\/code-highlighter\./.test(file))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('after a client-side navigation, the list is filled in with its copy buttons', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/docs/quickstart-proofs/');
  await waitForHydration(page);
  await page.locator(`main article a[href="${path}#message-invalid-signature"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}#message-invalid-signature$`));
  await expect(page.locator('#message-invalid-signature')).toBeInViewport();
  const count = await page.locator('main article .theme-code-block').count();
  expect(count).toBeGreaterThan(50);
  await expect(page.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(count);
  expect(watch.errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { axeViolations, injectAxe } from '../support/axe';
import { waitForHydration, watchPage } from '../support/page-watch';
import { readPlannerFacts } from '../../plugins/deployment-planner/facts';
import { makePlan } from '../../plugins/deployment-planner/plan';
import { priceRows } from '../../plugins/deployment-planner/sections';
import { etherText } from '../../plugins/gas-ledger/costs';

/*
 * The deployment planner (/docs/deployment-planner/): a full default plan without JavaScript,
 * fields that are the page's query parameters, messages beside invalid fields, copy buttons.
 */
const path = '/docs/deployment-planner/';
const planner = '[class*="planner"]';

test('without JavaScript the page shows the default plan in full', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const output = page.locator(planner).first();
  await expect(output.getByRole('radio', { name: /Quadratic \(qv\)/ })).toBeChecked();
  await expect(output.getByLabel('State tree depth', { exact: true })).toHaveValue('6');
  // Limits, keys, commands and configuration of 6-9-2-3 / 6-2-3.
  await expect(output).toContainText('15,624');
  await expect(output).toContainText('1,953,124');
  await expect(output).toContainText('zkeys/ProcessMessages_6-9-2-3/processMessages_6-9-2-3.zkey');
  await expect(output).toContainText('npx maci-cli@1.2.5 deployVkRegistry');
  await expect(output).toContainText('npx maci-cli@1.2.5 mergeSignups --poll-id 0');
  await expect(output).toContainText('"stateTreeDepth": 6');
  await context.close();
});

// The default plan's prices, computed from the gas ledger as the page's build does.
const facts = readPlannerFacts();
const defaultPlan = makePlan({}, facts).plan;
const coordinatorTotal = defaultPlan && priceRows(defaultPlan).coordinator.at(-1);

test('without JavaScript the default plan is priced and its growth chart drawn', async ({
  browser,
}) => {
  expect(coordinatorTotal?.what).toBe('The coordinator in all');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const output = page.locator(planner).first();
  const total = output.getByRole('row', { name: /The coordinator in all/ });
  await expect(total).toContainText(coordinatorTotal?.gas ?? '?');
  await expect(total).toContainText(coordinatorTotal?.ether ?? '?');
  await expect(output.getByRole('row', { name: /Proofs: \d+ processMessages/ })).toContainText(
    'derived',
  );
  await expect(
    output.getByRole('img', { name: /coordinator's gas by the number of voters/ }),
  ).toBeVisible();
  await context.close();
});

test('a bad gas price gets its message, and the rest of the plan stays', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(path);
  await waitForHydration(page);
  const output = page.locator(planner).first();
  const price = output.getByLabel('Gas price (gwei)');
  for (const [text, message] of [
    ['0', /more than 0/],
    ['-2', /cannot be negative/],
    ['cheap', /number of gwei/],
    ['1000000', /at most/],
  ] as const) {
    await price.fill(text);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(message);
    await expect(output.getByRole('row', { name: /The coordinator in all/ })).toContainText(
      coordinatorTotal?.gas ?? '?',
    );
    await expect(output).toContainText('npx maci-cli@1.2.5 deployVkRegistry');
  }
  await price.fill('25');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/gasPrice=25/);
  const gas = Number((coordinatorTotal?.gas ?? '0').replace(/,/g, ''));
  await expect(output.getByRole('row', { name: /The coordinator in all/ })).toContainText(
    etherText(gas, 25),
  );

  // Voters beyond the state tree: the prices say so, the keys and commands stay.
  await output.getByLabel('Voters', { exact: true }).fill('20000');
  await expect(output).toContainText('Not priced: 20,000 voters do not fit');
  await expect(output).toContainText('npx maci-cli@1.2.5 deployVkRegistry');
  expect(watch.errors).toEqual([]);
  watch.stop();
});

test('changing a field changes the URL and the plan, and the URL restores it', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(path);
  await waitForHydration(page);
  const output = page.locator(planner).first();

  await output.getByLabel('State tree depth', { exact: true }).fill('10');
  await expect(page).toHaveURL(/\?stateTreeDepth=10$/);
  await expect(output).toContainText('9,765,624');
  await expect(output).toContainText('proveOnChain stops at its first proof');
  await expect(output).toContainText('--stateTreeDepth 10');

  await output.getByRole('radio', { name: /Non-quadratic/ }).check();
  await expect(page).toHaveURL(/mode=non-qv/);
  await expect(output).toContainText('--use-quadratic-voting false');

  await output.getByLabel('Voters', { exact: true }).fill('1000');
  await output.getByLabel('Messages', { exact: true }).fill('3000');
  // ceil((1,000 + 1) / 25) and ceil((3,000 + 1) / 25), as Running a poll computes them.
  await expect(output.getByRole('row', { name: /Tally proofs for 1,000 voters/ })).toContainText(
    '41',
  );
  await expect(
    output.getByRole('row', { name: /Processing proofs for 3,000 messages/ }),
  ).toContainText('121');

  // Leave the page and come back: the plan is still in the address.
  await page.getByRole('link', { name: 'quickstart' }).first().click();
  await expect(page).toHaveURL(/\/docs\/quickstart\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/stateTreeDepth=10/);
  await expect(
    page.locator(planner).first().getByLabel('State tree depth', { exact: true }),
  ).toHaveValue('10');
  await expect(page.locator(planner).first().getByLabel('Voters', { exact: true })).toHaveValue(
    '1000',
  );

  // A shared link opens the same plan.
  await page.goto(`${path}?mode=non-qv&voters=100&network=sepolia`);
  await waitForHydration(page);
  await expect(
    page
      .locator(planner)
      .first()
      .getByRole('radio', { name: /Non-quadratic/ }),
  ).toBeChecked();
  await expect(page.locator(planner).first().getByLabel('Network')).toHaveValue('sepolia');
  await expect(page.locator(planner).first()).toContainText('"sepolia": {');
  expect(watch.errors).toEqual([]);
  watch.stop();
});

test('an invalid value gets a message beside its field, and nothing is computed', async ({
  page,
}) => {
  await page.goto(`${path}?voteOptionTreeDepth=6`);
  await waitForHydration(page);
  const output = page.locator(planner).first();
  const field = output.getByLabel('Vote option tree depth');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /empty ballot roots for vote option tree depths 1 to 5/,
  );
  await expect(output.getByRole('status')).toContainText('Nothing is computed');
  await expect(output).not.toContainText('deployVkRegistry');

  await output.getByLabel('Message batch depth').fill('12');
  await expect(output.getByLabel('Message batch depth')).toHaveAccessibleDescription(
    /must be smaller than the message tree depth/,
  );
  await field.fill('3');
  await output.getByLabel('Message batch depth').fill('2');
  await expect(output).toContainText('deployVkRegistry');

  // The invalid state is accessible too, in both color modes.
  await page.goto(`${path}?intStateTreeDepth=7`);
  await waitForHydration(page);
  // Color transitions would let axe sample a color halfway through the theme switch.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await injectAxe(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    expect(await axeViolations(page, { include: [['main']] }, {}), mode).toEqual([]);
  }
});

test('a command block copies its commands', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${path}?initialVoiceCredits=25`);
  await waitForHydration(page);
  const block = page
    .locator(`${planner} div[class*="codeBlockContainer"]`)
    .filter({ hasText: 'deployVkRegistry' })
    .first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('npx maci-cli@1.2.5 deployVkRegistry');
  expect(copied).toContain('--initialVoiceCredits 25');
});

test('at 375 px the planner fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const field = page.locator(planner).first().getByLabel('State tree depth', { exact: true });
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});

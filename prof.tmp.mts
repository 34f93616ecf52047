import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chromiumArgs } from './tests/support/chromium';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const ctx = await b.newContext();
const page = await ctx.newPage();
for (const p of ['/docs/typedoc/domainobjs/classes/Ballot/', '/docs/typedoc/domainobjs/classes/Keypair/', '/docs/introduction/', '/docs/typedoc/domainobjs/classes/Message/']) {
  const t = [Date.now()];
  await page.goto('http://127.0.0.1:3300' + p); t.push(Date.now());
  await page.waitForLoadState('networkidle'); t.push(Date.now());
  const r1 = await new AxeBuilder({ page }).exclude('.katex-html').analyze(); t.push(Date.now());
  const r2 = await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).analyze(); t.push(Date.now());
  const n = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(p, n, t.slice(1).map((x, i) => x - t[i]).join(' '), r1.violations.length);
}
await b.close();

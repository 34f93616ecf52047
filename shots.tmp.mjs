import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const shots = JSON.parse(process.argv[2]);
for (const [path, w, mode, out, scrollSel] of shots) {
  const ctx = await b.newContext({ viewport: { width: w, height: w < 500 ? 800 : 900 } });
  const p = await ctx.newPage();
  await p.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await p.goto('http://127.0.0.1:3300' + path, { waitUntil: 'networkidle' });
  if (scrollSel) await p.locator(scrollSel).first().scrollIntoViewIfNeeded();
  await p.waitForTimeout(300);
  await p.screenshot({ path: out });
  await ctx.close();
}
await b.close();

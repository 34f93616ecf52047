import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { baseURL, port } from './tests/support/server';

/** Browser tests run against the production build, served the way `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Traces of axe runs are large and slow every test down; turn on with --trace on.
    trace: 'off',
  },
  webServer: {
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

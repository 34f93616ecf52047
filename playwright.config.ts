import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { baseURL, port } from './tests/support/server';

/**
 * Browser tests run against the production build, served by nginx with the shipped
 * configuration (deploy/nginx/): the headers, redirects and not-found page readers get.
 */
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
    // TEST_BUILD_DIR: another build to serve (the smoke pass of the site built with speed off).
    command: `node --import tsx scripts/serve-nginx.ts ${port} ${process.env.TEST_BUILD_DIR ?? ''}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Lets the script stop nginx and remove its temporary folder (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

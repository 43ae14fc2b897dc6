import { defineConfig } from '@playwright/test';

const baseURL = process.env.SOHNNE_URL ?? 'http://localhost:8080';

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1, // the whole stack runs on the same 2 cores
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /\.no-script\.spec\.ts$/ },
    // Forms that work before and without scripts: the same stack, JavaScript off in the browser.
    { name: 'no-script', testMatch: /\.no-script\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${baseURL}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 25 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

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
    // Ready when the edge's ops port says every service answers (the shop's own /health says only that the
    // edge is alive).
    url: `http://127.0.0.1:${process.env.EDGE_METRICS_PORT ?? 9464}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 25 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

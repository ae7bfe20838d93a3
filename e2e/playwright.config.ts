import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive the real built app in the system Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Browser tests need Chromium at ${chromium}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH); "npx playwright install" cannot download browsers here.',
  );
}

// The config is evaluated again in each worker: keep the port and data dir chosen once.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 1500));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
  },
});

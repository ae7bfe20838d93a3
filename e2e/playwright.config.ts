import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { kathmanduInstant, todayInKathmandu } from '@upahar/contract';

// Browser tests drive the real built app in the system Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Browser tests need Chromium at ${chromium}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH); "npx playwright install" cannot download browsers here.',
  );
}

/**
 * Ports nobody is listening on, found as servers find one: bind to port 0 and read the port the
 * system chose. Each is held until all are known, so they differ. Another program could still
 * take one in the moment before our server binds it, which is far rarer than a random pick
 * landing on a port in use.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

// The config is evaluated again in each worker: everything chosen here is chosen once, by the
// first evaluation, and handed to the workers through the environment.
if (!process.env.E2E_PORT) {
  // The shop's server, and one each for the specs that start servers of their own (they may run
  // at the same time, in the two workers).
  const [shop, spare, development] = await freePorts(3);
  process.env.E2E_PORT = String(shop);
  process.env.E2E_SPARE_PORT = String(spare);
  process.env.E2E_DEVELOPMENT_PORT = String(development);
}
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-e2e-'));
// Delivery dates and time slots depend on the time of day, so the shop runs at 10:20 in
// Kathmandu today, whenever the suite runs; the browser's clock is set to match (fixtures.ts).
// Its clock keeps running, so pages and timers behave as usual for the few minutes of a run.
process.env.E2E_CLOCK_OFFSET_MS ??= String(
  kathmanduInstant(todayInKathmandu(), 10, 20).getTime() - Date.now(),
);
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
    // Recording a trace of every test costs a good part of a run's time on a small machine; a CI
    // run's traces are thrown away with its checkout anyway, so only local runs keep them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
      TEST_CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS,
      // eSewa's test environment is offered (its form posts are answered in the specs), but the
      // server never asks eSewa itself: its status checks go to a port where nothing listens.
      ESEWA_STATUS_URL: 'http://127.0.0.1:9/api/epay/transaction/status/',
    },
  },
});

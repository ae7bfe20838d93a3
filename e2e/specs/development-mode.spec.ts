import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ConsoleMessage, expect, test } from '@playwright/test';
import { gotoHydrated, scrollToCommunity } from '../fixtures';

// NODE_ENV=development is a common shell setting, and `npm start` keeps it: a shop started that way
// must work as a production one does. Its product page once rendered well and then failed every
// call the browser made (reviews, questions, comments, the cake's price), so only a page that
// loads its parts and prices a choice shows such a fault. The shop here is the suite's own build,
// started with NODE_ENV=development on a port and an embedded database of its own (the demo shop
// seeds itself there), whichever database the rest of the suite uses. That build is made for
// production; a build made with NODE_ENV=development also checks answers in the browser (covered
// by web/app/lib/api.test.ts) and runs React's development build, which reports hydration
// mismatches: run this spec after `NODE_ENV=development npm run build` to check that side too.

const root = path.resolve(import.meta.dirname, '../..');
// A port found free together with the shop's (playwright.config.ts).
const port = Number(process.env.E2E_DEVELOPMENT_PORT);
const base = `http://localhost:${port}`;

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  let out = '';
  // As `npm start` runs the build (scripts/start.mjs).
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // The suite's shop runs on a moved clock, which only NODE_ENV=test allows.
      TEST_CLOCK_OFFSET_MS: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitReady(server: { child: ChildProcess; output: () => string }) {
  // Migrating and seeding an empty database takes half a minute, and much more on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the development server did not become ready:\n${server.output()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

test('a cake’s page works in a shop started with NODE_ENV=development', async ({ page }) => {
  test.setTimeout(210_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-development-'));
  const server = start(dataDir);
  try {
    await waitReady(server);
    const noise: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') noise.push(`[${m.type()}] ${m.text()}`);
    });
    page.on('pageerror', (e) => noise.push(`[uncaught] ${e.message}`));

    await gotoHydrated(page, `${base}/product/classic-black-forest-cake`);
    await scrollToCommunity(page);

    // The community's lists load in the browser once the page is up.
    for (const [name, list] of [
      [/^Reviews/, 'reviews'],
      [/^Questions/, 'questions'],
      [/^Comments/, 'comments'],
    ] as const) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('status', { name: `Loading ${list}` })).toHaveCount(0);
      await expect(section).not.toContainText(`We could not load the ${list}`);
      await expect(section.getByRole('listitem').first()).toBeVisible();
    }

    // A heavier cake costs more: the server prices the new choice and the page shows it.
    const configurator = page.getByRole('region', { name: 'Make it yours' });
    const price = configurator.getByTestId('cake-price');
    const before = (await price.textContent()) ?? '';
    await configurator.getByRole('button', { name: 'More weight' }).click();
    const refused = page.getByText(/cannot be made/);
    await expect(price.filter({ hasNotText: before }).or(refused.first())).toBeVisible();
    await expect(refused).toHaveCount(0);
    await expect(price).not.toHaveText(before);

    await page.waitForLoadState('networkidle');
    expect(noise).toEqual([]);
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

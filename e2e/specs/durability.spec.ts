import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A second start on the same data directory refuses; after kill -9 the next start
// works and has lost nothing acknowledged. The servers started here always use PGlite in their
// own data directory (DATABASE_URL is blanked), whichever database the rest of the suite uses.

const root = path.resolve(import.meta.dirname, '../..');
// A second port found free together with the shop's (playwright.config.ts).
const port = Number(process.env.E2E_SPARE_PORT);
const base = `http://localhost:${port}`;

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED: 'never',
      DATABASE_URL: '',
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitReady(proc: { output: () => string }) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${proc.output()}`);
}

const exited = (c: ChildProcess) => new Promise<number | null>((r) => c.on('exit', (code) => r(code)));

test('refuses a second process and survives kill -9 without losing acknowledged writes', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-durable-'));
  const first = start(dataDir);
  await waitReady(first);

  const second = start(dataDir);
  expect(await exited(second.child)).toBe(1);
  expect(second.output()).toContain('is already using the data directory');

  const stamp = Date.now();
  const email = `durable.${stamp}@example.com`;
  const username = `durable_${stamp}`;
  const res = await fetch(`${base}/api/V2/user-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Durable Das',
      username,
      email,
      password: 'keep-me-safe',
      confirmPassword: 'keep-me-safe',
    }),
  });
  expect(res.status).toBe(201);

  first.child.kill('SIGKILL');
  await exited(first.child);

  const third = start(dataDir);
  await waitReady(third);
  const mailbox = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mailbox).toContain('/user-confirm?token=');
  const check = await fetch(`${base}/api/V2/register/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect((await check.json()).data.available).toBe(false);
  third.child.kill('SIGTERM');
  expect(await exited(third.child)).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

import { chromium } from 'playwright-core';

const base = 'http://localhost:4791';
const tok = async (email) =>
  (
    await (
      await fetch(`${base}/test/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).json()
  ).token;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const shots = [
  ['seller@upahar.demo', '/dashboard/earnings', 'earn-seller'],
  ['florist@upahar.demo', '/dashboard/earnings', 'earn-florist'],
  ['admin@upahar.demo', '/dashboard/payouts', 'payouts'],
  ['seller@upahar.demo', '/dashboard/earnings?view=statements', 'earn-statements'],
];
for (const [email, path, name] of shots) {
  const token = await tok(email);
  for (const width of [1440, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addInitScript((t) => localStorage.setItem('upahar.accessToken', t), token);
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();

// Page weight: for home, a category and a cake's page, what a phone downloads before it can use
// the page (JS files and bytes, HTML bytes, raw and compressed) and how many elements the page has.
// `npm run bench:pages` prints the figures; `npm run bench:pages -- --check` also fails (exit 1)
// when a page is over its budget.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg, startBenchServer } from './bench-server.mjs';

// Budgets of the storefront: JS (gzip) a page loads before interaction, its HTML before
// compression, its elements, and the number of JS requests.
const BUDGET = {
  home: { jsGzip: 120 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 40 },
  category: { jsGzip: 120 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 40 },
  product: { jsGzip: 140 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 40 },
};
const PAGES = {
  home: '/',
  category: arg('category', '/category/cakes'),
  product: arg('product', '/product/classic-black-forest-cake'),
};
const check = process.argv.includes('--check');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const gzip = (b) => zlib.gzipSync(b, { level: 9 }).length;
const brotli = (b) =>
  zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Loads `path` in a fresh phone-sized page and measures what it fetched and rendered. */
async function measure(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script') return;
    try {
      scripts.set(res.url(), await res.body());
    } catch {
      // A script the page stopped loading counts as not loaded.
    }
  });
  const html = await (await fetch(base + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  const js = [...scripts.values()];
  const htmlBytes = Buffer.from(html);
  return {
    jsRequests: js.length,
    jsRaw: js.reduce((n, b) => n + b.length, 0),
    jsGzip: js.reduce((n, b) => n + gzip(b), 0),
    jsBrotli: js.reduce((n, b) => n + brotli(b), 0),
    htmlRaw: htmlBytes.length,
    htmlGzip: gzip(htmlBytes),
    htmlBrotli: brotli(htmlBytes),
    dom,
  };
}

const server = await startBenchServer({ portBase: 5400, seedArgs: [], label: 'the demo shop' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
const over = [];
try {
  for (const [name, path] of Object.entries(PAGES)) {
    const m = await measure(browser, server.base, path);
    const budget = BUDGET[name];
    for (const key of Object.keys(budget)) {
      if (m[key] > budget[key]) over.push(`${name}: ${key} ${m[key]} over ${budget[key]}`);
    }
    rows.push({
      page: `${name} ${path}`,
      'JS files': m.jsRequests,
      'JS raw': kb(m.jsRaw),
      'JS gzip': kb(m.jsGzip),
      'JS brotli': kb(m.jsBrotli),
      'HTML raw': kb(m.htmlRaw),
      'HTML gzip': kb(m.htmlGzip),
      'HTML brotli': kb(m.htmlBrotli),
      elements: m.dom,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nPage weight at 390 px, ${server.dbLabel}, demo shop`);
console.table(rows);
if (over.length) {
  console.log(`Over budget:\n  ${over.join('\n  ')}`);
  if (check) process.exitCode = 1;
} else {
  console.log('Every page is within its budget.');
}

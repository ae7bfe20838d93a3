// Page weight: for home, a category and a cake's page, in English and in Nepali, what a phone downloads before it can use
// the page (JS files and bytes, HTML bytes, raw and compressed) and how many elements the page has.
// `npm run bench:pages` prints the figures; `npm run bench:pages -- --check` also fails (exit 1)
// when a page is over its budget.
//
// The scripts are measured against the floor: a bare page of the same stack (React 19 and React
// Router 7 in framework mode, server-rendered and hydrated, bench/floor), built and loaded in the
// same run. The floor is the price of the stack, not of the shop, so the budget is what a page
// adds on top of it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg, startBenchServer } from './bench-server.mjs';
import { serveFloor } from './floor/serve.mjs';

// Budgets of the storefront: JS (gzip) a page loads before interaction beyond the floor's, its
// HTML before compression, its elements, and the number of JS requests.
const BUDGET = {
  home: { jsGzipOverFloor: 25 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 45 },
  category: { jsGzipOverFloor: 25 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 45 },
  // Scripts are merged less eagerly than they were (web/vite.config.ts): merging small files made
  // every page carry code it does not use. The product page's sections (cake configurator,
  // reviews, questions, comments, shelves) are modules of their own.
  product: { jsGzipOverFloor: 40 * 1024, htmlRaw: 100 * 1024, dom: 1000, jsRequests: 55 },
};
const FLOOR_PORT = Number(arg('floor-port', '5499'));
const PAGES = {
  home: '/',
  category: arg('category', '/category/cakes'),
  product: arg('product', '/product/classic-black-forest-cake'),
};
const check = process.argv.includes('--check');
// `--files` lists every script a page loaded with its gzip size, largest first.
const listFiles = process.argv.includes('--files');
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
  if (listFiles) {
    const sizes = [...scripts]
      .map(([url, b]) => [gzip(b), new URL(url).pathname])
      .sort((a, b) => b[0] - a[0]);
    console.log(`\n${path}\n${sizes.map(([n, u]) => `  ${kb(n).padStart(9)}  ${u}`).join('\n')}`);
  }
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

/** Builds the floor app, unless its build is newer than its sources. */
function buildFloor() {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');
  const newest = (d) =>
    fs
      .readdirSync(d, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((t, e) => Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
  const built = path.join(dir, 'build/server/index.js');
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > newest(path.join(dir, 'app'))) return;
  const r = spawnSync('npx', ['react-router', 'build', dir], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the floor app did not build');
}

buildFloor();
const stopFloor = await serveFloor(FLOOR_PORT);
const server = await startBenchServer({ portBase: 5400, seedArgs: [], label: 'the demo shop' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
const over = [];
let floor;
try {
  floor = await measure(browser, `http://127.0.0.1:${FLOOR_PORT}`, '/');
  rows.push({
    page: 'floor (bare React Router page)',
    'JS files': floor.jsRequests,
    'JS raw': kb(floor.jsRaw),
    'JS gzip': kb(floor.jsGzip),
    'over floor': '',
    'JS brotli': kb(floor.jsBrotli),
    'HTML raw': kb(floor.htmlRaw),
    'HTML gzip': kb(floor.htmlGzip),
    'HTML brotli': kb(floor.htmlBrotli),
    elements: floor.dom,
  });
  // Each page in both languages: the Nepali pages are another build, with their own texts.
  for (const [name, english] of Object.entries(PAGES))
    for (const address of [english, english === '/' ? '/ne' : `/ne${english}`]) {
      const m = await measure(browser, server.base, address);
      m.jsGzipOverFloor = m.jsGzip - floor.jsGzip;
      const budget = BUDGET[name];
      for (const key of Object.keys(budget)) {
        if (m[key] > budget[key]) over.push(`${address}: ${key} ${m[key]} over ${budget[key]}`);
      }
      rows.push({
        page: `${name} ${address}`,
        'JS files': m.jsRequests,
        'JS raw': kb(m.jsRaw),
        'JS gzip': kb(m.jsGzip),
        'over floor': `+${kb(m.jsGzipOverFloor)} (budget +${kb(budget.jsGzipOverFloor)})`,
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
  await stopFloor();
}
console.log(`\nPage weight at 390 px, ${server.dbLabel}, demo shop`);
console.table(rows);
if (over.length) {
  console.log(`Over budget:\n  ${over.join('\n  ')}`);
  if (check) process.exitCode = 1;
} else {
  console.log('Every page is within its budget.');
}

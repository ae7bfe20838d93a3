// Web benchmark: Lighthouse on home, a category and a cake's page as a phone on a slow network
// sees them (Lighthouse's default mobile emulation and simulated throttling), several runs per
// page, reporting the median of each figure.
//   npm run bench:web                              3 runs of home, category and product
//   npm run bench:web -- --runs 5 --pages home,product
//   npm run bench:web -- --check                   exits 1 when a page misses its target
//   npm run bench:web -- --reports /tmp/lighthouse writes every run's HTML report there
//   npm run bench:web -- --languages ne            only the Nepali pages (default: en,ne)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { arg, root, startBenchServer } from './bench-server.mjs';

// What a page must reach on a phone: a score of 95, the largest picture within two seconds, the
// main thread blocked for less than 150 ms in all, and a layout that barely moves.
const TARGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const PAGES = {
  home: '/',
  category: arg('category', '/category/cakes'),
  product: arg('product', '/product/classic-black-forest-cake'),
};
const runs = Number(arg('runs', '3'));
const chosen = arg('pages', Object.keys(PAGES).join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const reports = arg('reports', null);
// Each page in English and in Nepali (its twin under /ne: another build, with other texts).
const languages = arg('languages', 'en,ne')
  .split(',')
  .map((l) => l.trim())
  .filter(Boolean);
const addressIn = (language, address) =>
  language === 'en' ? address : address === '/' ? `/${language}` : `/${language}${address}`;
const check = process.argv.includes('--check');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const unknown = chosen.filter((p) => !(p in PAGES));
const badLanguage = languages.filter((l) => l !== 'en' && l !== 'ne');
if (unknown.length || badLanguage.length || !Number.isInteger(runs) || runs < 1) {
  console.error(
    unknown.length
      ? `Unknown page ${unknown.join(', ')}: choose from ${Object.keys(PAGES).join(', ')}`
      : badLanguage.length
        ? `Unknown language ${badLanguage.join(', ')}: choose from en, ne`
        : '--runs takes a whole number of at least 1',
  );
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One Lighthouse run in a fresh browser, so no cache or storage carries over between runs. */
async function lighthouseRun(url, name, i) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      output: reports ? 'html' : 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reports) fs.writeFileSync(path.join(reports, `${name}-${i + 1}.html`), result.report);
    const a = lhr.audits;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: a['largest-contentful-paint'].numericValue,
      tbtMs: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcpMs: a['first-contentful-paint'].numericValue,
      siMs: a['speed-index'].numericValue,
      bytes: a['total-byte-weight'].numericValue,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

if (!process.argv.includes('--no-build')) buildIfStale(root);
if (reports) fs.mkdirSync(reports, { recursive: true });
const server = await startBenchServer({ portBase: 5600, seedArgs: [], label: 'the demo shop' });
const loadBefore = load();
const rows = [];
const missed = [];
try {
  for (const page of chosen)
    for (const language of languages) {
      const address = addressIn(language, PAGES[page]);
      const name = language === 'en' ? page : `${page}-${language}`;
      const url = server.base + address;
      // A first load warms the server (its caches, the first render) as a visitor before us would.
      await fetch(url).then((r) => r.arrayBuffer());
      const results = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouseRun(url, name, i);
        for (const w of r.warnings) console.log(`  ${name} run ${i + 1}: ${w}`);
        console.log(
          `  ${name} run ${i + 1}: performance ${r.performance}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}`,
        );
        results.push(r);
      }
      const m = Object.fromEntries(
        ['performance', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'siMs', 'bytes'].map((k) => [
          k,
          median(results.map((r) => r[k])),
        ]),
      );
      if (m.performance < TARGET.performance)
        missed.push(`${name}: performance ${m.performance} < ${TARGET.performance}`);
      if (m.lcpMs > TARGET.lcpMs)
        missed.push(`${name}: LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${TARGET.lcpMs / 1000} s`);
      if (m.tbtMs > TARGET.tbtMs) missed.push(`${name}: TBT ${Math.round(m.tbtMs)} ms > ${TARGET.tbtMs} ms`);
      if (m.cls > TARGET.cls) missed.push(`${name}: CLS ${m.cls.toFixed(3)} > ${TARGET.cls}`);
      rows.push({
        page: `${page} ${address}`,
        performance: m.performance,
        'LCP s': (m.lcpMs / 1000).toFixed(2),
        'TBT ms': Math.round(m.tbtMs),
        CLS: m.cls.toFixed(3),
        'FCP s': (m.fcpMs / 1000).toFixed(2),
        'Speed Index s': (m.siMs / 1000).toFixed(2),
        'total KB': (m.bytes / 1024).toFixed(0),
      });
    }
} finally {
  await server.stop();
}
console.log(
  `\nLighthouse (mobile emulation, simulated slow 4G and 4x CPU slowdown), median of ${runs} run(s), ` +
    `${server.dbLabel}, demo shop; load average ${loadBefore} before, ${load()} after`,
);
console.table(rows);
if (missed.length) {
  console.log(
    `Missed the target (performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}):\n  ${missed.join('\n  ')}`,
  );
  if (check) process.exitCode = 1;
} else {
  console.log('Every page reaches its target.');
}

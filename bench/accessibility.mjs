// Lighthouse's accessibility audit on every public page of the buying journey (the list the
// browser tests walk, e2e/journey.ts), as a phone (390 px wide, Lighthouse's mobile emulation)
// and a 1440 px desktop see them. The browser tests run axe on the same pages; this adds
// Lighthouse's own score, which is what a reviewer opening DevTools would see.
//   npm run bench:a11y               every journey page, phone and desktop
//   npm run bench:a11y -- --check    exits 1 when a page scores under 100
// Lighthouse audits only pages answered with 200, so the missing page (404) is left to axe.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { root, startBenchServer } from './bench-server.mjs';

const journey = fs.readFileSync(path.join(root, 'e2e/journey.ts'), 'utf8');
const pages = [...journey.matchAll(/\['([^']+)', '([^']+)'\]/g)].map((m) => ({ name: m[1], path: m[2] }));
const check = process.argv.includes('--check');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DESKTOP = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
  },
};

if (!process.argv.includes('--no-build')) buildIfStale(root);
const server = await startBenchServer({ portBase: 5700, seedArgs: [], label: 'the demo shop' });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
let missed = 0;
try {
  for (const { name, path: page } of pages) {
    const row = { page: `${name} ${page}` };
    for (const [width, config] of [
      ['390 px', undefined],
      ['1440 px', DESKTOP],
    ]) {
      const flags = {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        output: 'json',
      };
      const { lhr } = await lighthouse(server.base + page, flags, config);
      if (lhr.runtimeError) {
        row[width] = `not audited (${lhr.runtimeError.code})`;
        continue;
      }
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      row[width] = failed.length ? `${score} (${failed.join(', ')})` : score;
      if (score < 100) missed++;
    }
    rows.push(row);
    console.log(`  ${row.page}: ${row['390 px']} / ${row['1440 px']}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
if (check && missed) {
  console.error(`${missed} audits scored under 100`);
  process.exit(1);
}

// Builds the shop when the build is missing or older than its sources: `npm start`, the
// benchmarks and the screenshot script all serve what the sources say, not an old build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = [
  'contract/src',
  'contract/i18n',
  'contract/scripts',
  'server/src',
  'web/app',
  'web/vite.config.ts',
  'web/react-router.config.ts',
  'server/build.mjs',
  'package-lock.json',
];
const outputs = ['server/dist/main.js', 'web/build/server/index.js', 'web/build-ne/server/index.js'];

function newest(root, p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(full, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    max = Math.max(max, newest(root, path.join(p, e.name)));
  }
  return max;
}

/** Runs `npm run build` in `root` when needed; exits the process when the build fails. */
export function buildIfStale(root) {
  const built = Math.min(
    ...outputs.map((o) => (fs.existsSync(path.join(root, o)) ? fs.statSync(path.join(root, o)).mtimeMs : 0)),
  );
  const changed = Math.max(...sources.map((s) => newest(root, s)));
  if (built !== 0 && changed <= built) return;
  console.log(
    built === 0 ? 'No build found: building Upahar…' : 'Sources changed since the last build: rebuilding…',
  );
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// `npm start`: builds when the build is missing or older than the sources, then serves the shop.
// `npm run dev`: serves the pages from their sources through Vite (hot reload) and restarts only
// the server when server or contract code changes (scripts/dev-server.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'contract/src',
  'server/src',
  'web/app',
  'web/vite.config.ts',
  'web/react-router.config.ts',
  'server/build.mjs',
  'package-lock.json',
];
const outputs = ['server/dist/main.js', 'web/build/server/index.js'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(full, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(p, e.name)));
  }
  return max;
}

if (process.argv.includes('--dev')) {
  const { serveForDevelopment } = await import('./dev-server.mjs');
  serveForDevelopment(root);
} else serveBuilt();

function serveBuilt() {
  const built = Math.min(
    ...outputs.map((o) => (fs.existsSync(path.join(root, o)) ? fs.statSync(path.join(root, o)).mtimeMs : 0)),
  );
  const changed = Math.max(...sources.map(newest));
  if (built === 0 || changed > built) {
    console.log(
      built === 0 ? 'No build found: building Upahar…' : 'Sources changed since the last build: rebuilding…',
    );
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // NODE_ENV stays as given: unset means development, so the demo's e-mails are readable at
  // /dev/mailbox. A real deployment sets NODE_ENV=production and SMTP_URL.
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env },
    stdio: 'inherit',
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

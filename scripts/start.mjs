// `npm start`: builds when the build is missing or older than the sources, then serves the shop.
// `npm run dev`: serves the pages from their sources through Vite (hot reload) and restarts only
// the server when server or contract code changes (scripts/dev-server.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--dev')) {
  const { serveForDevelopment } = await import('./dev-server.mjs');
  serveForDevelopment(root);
} else serveBuilt();

function serveBuilt() {
  buildIfStale(root);
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

// `npm run dev`: the server process is restarted on server or contract changes only. Each start
// bundles the server again (about a second with esbuild) and runs it with WEB_DEV=on, so the
// storefront is rendered from its sources through Vite inside that process: a web change is
// pushed to the open pages in place and never restarts or rebuilds anything here.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

const WATCHED = ['server/src', 'contract/src'];
// Files the running server is made of; tests and editors' temporary files are not.
const relevant = (name) => /\.(ts|mts|js|mjs|json|sql)$/.test(name) && !/\.(test|spec)\.ts$/.test(name);
const SETTLE_MS = 150;

export function serveForDevelopment(root) {
  // Vite serves files of the repository (the data folder included): only this machine may ask
  // unless HOST says otherwise.
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    WEB_DEV: 'on',
    HOST: process.env.HOST || '127.0.0.1',
  };
  let child = null;
  let stopping = false;

  const start = () => {
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: path.join(root, 'server'),
      stdio: 'inherit',
    });
    if (built.status !== 0) {
      console.error('The server did not build; it starts again on the next save.');
      return;
    }
    const c = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      if (stopping) process.exit(code ?? 0);
      else if (!c.restarting)
        console.error(`The server stopped (${signal ?? code}); it starts again on the next save.`);
    });
    child = c;
  };

  const stop = async () => {
    const c = child;
    if (!c) return;
    c.restarting = true;
    const exited = once(c, 'exit');
    c.kill('SIGTERM');
    await exited;
  };

  // One restart at a time: saves made while the old server shuts down are part of this one.
  let busy = false;
  const restart = async () => {
    if (busy) return;
    busy = true;
    console.log(`${path.relative(root, lastChange)} changed: restarting the server…`);
    await stop();
    if (!stopping) start();
    busy = false;
  };

  let timer;
  let lastChange = '';
  const changed = (file) => {
    lastChange = file;
    clearTimeout(timer);
    // An editor's save or a branch switch touches several files at once: restart once after them.
    timer = setTimeout(restart, SETTLE_MS);
  };
  const watchers = WATCHED.map((dir) => watchTree(path.join(root, dir), changed));

  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      stopping = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      if (child) child.kill(sig);
      else process.exit(0);
    });
  }
  start();
}

/**
 * Watches every folder under `dir`, one non-recursive watcher each: a folder watch keeps working
 * when an editor saves by replacing the file, which Node 20's recursive watch on Linux misses.
 */
function watchTree(dir, onChange) {
  const watchers = new Map();
  const add = (d) => {
    if (watchers.has(d)) return false;
    let w;
    let entries;
    try {
      w = fs.watch(d, (_event, name) => {
        if (!name) return;
        const full = path.join(d, name.toString());
        if (isDirectory(full)) {
          // A new folder may already hold files: count it as a change.
          if (add(full)) onChange(full);
          return;
        }
        forget(full);
        if (relevant(full)) onChange(full);
      });
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      w?.close();
      return false;
    }
    w.on('error', () => forget(d));
    watchers.set(d, w);
    for (const e of entries) {
      if (e.isDirectory() && !e.name.startsWith('.')) add(path.join(d, e.name));
    }
    return true;
  };
  // A folder that was removed or renamed: a new one of that name is watched afresh.
  const forget = (d) => {
    for (const [p, w] of watchers) {
      if (p !== d && !p.startsWith(d + path.sep)) continue;
      w.close();
      watchers.delete(p);
    }
  };
  add(dir);
  return {
    close: () => {
      for (const w of watchers.values()) w.close();
    },
  };
}

function isDirectory(p) {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

// Child processes of the cluster test: each in a process group of its own, so that stopping one
// reaches everything it started and nothing else, and all of them are ended when the test ends,
// however it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const running = new Set();

/**
 * Starts `command` in its own process group, its output appended to `logFile`. Answers the child
 * and a promise of its exit code (the signal's name when a signal ended it).
 */
export function startProcess(command, args, { env, cwd, logFile }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    });
  });
  return { child, exited };
}

/** Sends `signal` to the child's whole process group (no-op once it has gone). */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch (e) {
    if (e.code !== 'ESRCH') throw e;
  }
}

function endAll() {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}
process.on('exit', endAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    endAll();
    process.exit(130);
  });
}

/**
 * Ports nobody is listening on, found as servers find one: bind to port 0 and read the port the
 * system chose, each held until all are known so that they differ.
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** The last lines of a log file, to show beside a failure. */
export function tail(file, lines = 30) {
  if (!fs.existsSync(file)) return '(no output)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// HAProxy in front of the instances, set up as a deployment should set it up (see
// docs/decisions/045-rolling-restarts-and-the-cluster-test.md): round-robin, an HTTP check of
// /readyz, and retries only where a request can be sent again without doing anything twice.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signalGroup, sleep, startProcess } from './processes.mjs';

/**
 * How often HAProxy asks each instance's /readyz, and after how many answers in a row it takes an
 * instance out (fall) or puts it back (rise): an instance stops getting requests within
 * FALL × CHECK_MS of saying it is not ready. Its drain (SHUTDOWN_DRAIN_MS) must be longer.
 */
export const CHECK_MS = 250;
const FALL = 2;
const RISE = 2;
/**
 * Over how long an instance that has just come up goes from a small share of the requests to its
 * full share. A rolling restart waits that long before it stops the next instance: otherwise the
 * cold one would be left to take every request alone.
 */
export const SLOWSTART_MS = 6000;

export function haproxyConfig({ port, statsPort, servers }) {
  return `global
  maxconn 2000
  log stderr format raw local0 notice

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  timeout queue 5s
  # A busy instance may be slow to answer a check: taking it out for that would leave the others
  # busier still. What takes an instance out is its answer (503), or no connection at all.
  timeout check 5s
  # A request that could not reach an instance (refused, reset before an answer) goes to another.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind 127.0.0.1:${port}
  option forwardfor
  # Sending a request again is safe when it only reads, or when it carries an Idempotency-Key (the
  # shop answers a repeated key with the first answer); anything else is retried only when it
  # never reached an instance.
  acl replayable method GET HEAD OPTIONS
  acl replayable req.hdr(idempotency-key) -m found
  http-request disable-l7-retry unless replayable
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr host localhost
  http-check expect status 200
  # An instance that has just come up gets a growing share of requests over its first seconds: its
  # caches are empty and its code not yet optimised, and a full share at once would swamp it.
  default-server check inter ${CHECK_MS} fall ${FALL} rise ${RISE} slowstart ${SLOWSTART_MS}ms
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** Says how to install HAProxy when it is missing, instead of failing on a spawn error. */
export function haproxyBinary() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return 'haproxy';
  } catch {
    throw new Error('The cluster test needs HAProxy: install it with "apt-get install -y haproxy".');
  }
}

/** Starts HAProxy with its config in `dir`; answers its address and a way to read its view. */
export async function startBalancer({ dir, port, statsPort, servers }) {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig({ port, statsPort, servers }));
  const bin = haproxyBinary();
  execFileSync(bin, ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const logFile = path.join(dir, 'haproxy.log');
  const { child, exited } = startProcess(bin, ['-db', '-f', file], { env: process.env, logFile });
  const url = `http://127.0.0.1:${port}`;

  /** Each instance's state as HAProxy sees it: UP, DOWN, or a transition such as "UP 1/2". */
  async function states() {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [head, ...rows] = csv.trim().split('\n');
    const cols = head.replace(/^# /, '').split(',');
    const at = (name) => cols.indexOf(name);
    const found = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]))
        found[cells[at('svname')]] = cells[at('status')];
    }
    return found;
  }

  /** Waits until HAProxy holds `name` for `state` (UP or DOWN). */
  async function waitFor(name, state, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < until) {
      last = (await states().catch(() => ({})))[name] ?? '(unknown)';
      if (last === state) return;
      await sleep(100);
    }
    throw new Error(`HAProxy still has ${name} ${last} after ${timeoutMs} ms, not ${state}`);
  }

  return {
    url,
    logFile,
    states,
    waitFor,
    stop: async () => {
      signalGroup(child, 'SIGTERM');
      await exited;
    },
  };
}

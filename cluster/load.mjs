// Steady traffic through the balancer: requests started at a fixed rate whether or not earlier
// ones have been answered (as visitors arrive), each one counted.

/**
 * Starts `rate` requests a second, taking the `mix` in turn; each entry is `{ name, send }` where
 * `send()` resolves to a fetch Response. `stop()` stops starting new ones, waits for those still
 * running, and answers every result: `{ name, status, error, started, ms }`.
 */
export function startLoad({ rate, mix }) {
  const results = [];
  const running = new Set();
  let n = 0;
  const fire = () => {
    const { name, send } = mix[n++ % mix.length];
    const started = Date.now();
    const done = send().then(
      async (res) => {
        await res.arrayBuffer();
        results.push({ name, status: res.status, started, ms: Date.now() - started });
      },
      (e) => results.push({ name, error: e.cause?.code ?? e.message, started, ms: Date.now() - started }),
    );
    running.add(done);
    done.finally(() => running.delete(done));
  };
  // Timers run late on a busy machine: each tick starts however many requests are due by now.
  const t0 = Date.now();
  const timer = setInterval(() => {
    while (n < ((Date.now() - t0) * rate) / 1000) fire();
  }, 10);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
      return results;
    },
  };
}

/** Answers that count as failed: an error on the way, or a status other than 2xx and 3xx. */
export const failed = (results) => results.filter((r) => r.error !== undefined || r.status >= 400);

/** One line per kind of failure, for the report. */
export function summarise(results) {
  const counts = new Map();
  for (const r of results) {
    const key = `${r.name}: ${r.error ?? r.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${v} × ${k}`).join('; ');
}

/** Answer times per kind of request (median, 99th percentile, longest), for the report. */
export function latencies(results) {
  const by = new Map();
  for (const r of results) by.set(r.name, [...(by.get(r.name) ?? []), r.ms]);
  return [...by]
    .map(([name, all]) => {
      const ms = all.sort((a, b) => a - b);
      const at = (q) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))];
      return `${name} ${at(0.5)}/${at(0.99)}/${ms.at(-1)} ms`;
    })
    .join('; ');
}

/** Requests started and the slowest answer, second by second, for the report. */
export function timeline(results) {
  if (results.length === 0) return '';
  const t0 = Math.min(...results.map((r) => r.started));
  const seconds = [];
  for (const r of results) {
    const s = Math.floor((r.started - t0) / 1000);
    seconds[s] ??= { n: 0, bad: 0, max: 0 };
    seconds[s].n++;
    if (r.error !== undefined || r.status >= 400) seconds[s].bad++;
    seconds[s].max = Math.max(seconds[s].max, r.ms);
  }
  return seconds
    .map((s, i) => `${i}s:${s?.n ?? 0}${s?.bad ? `(${s.bad} failed)` : ''} max ${s?.max ?? 0}ms`)
    .join(' ');
}

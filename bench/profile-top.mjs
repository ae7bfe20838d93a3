// The functions a CPU profile spent its time in (self time), heaviest first, optionally only
// between two instants (µs on the system's monotonic clock, as bench/run.mjs prints them).
// Usage: node bench/profile-top.mjs <file.cpuprofile> [--from µs --to µs] [--top 25] [--requests N]
// With --requests, also the CPU time per request (the profile's busy samples ÷ N).
import fs from 'node:fs';
import { arg } from './bench-server.mjs';

const file = process.argv[2];
const from = Number(arg('from', '0'));
const to = Number(arg('to', 'Infinity'));
const top = Number(arg('top', '25'));
const requests = Number(arg('requests', '0'));
// --by package sums the self time of each package (node_modules/<name>) and of the shop's own code.
const byPackage = arg('by', '') === 'package';
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

const self = new Map();
let busy = 0;
let idle = 0;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (t < from || t > to) continue;
  // A sample stands for the time until the next one.
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const { callFrame: f } = nodes.get(profile.samples[i]);
  if (f.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  busy += dt;
  const where = f.url
    ? `${f.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/(server|contract)\//, '$1/')}:${f.lineNumber + 1}`
    : '';
  const pkg =
    f.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
    (f.url.startsWith('node:') || !f.url ? 'node' : 'shop');
  const key = byPackage ? pkg : `${f.functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + dt);
}
console.log(
  `busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms${requests ? `, ${(busy / requests).toFixed(3)} ms busy per request (${requests} requests)` : ''}`,
);
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [key, ms] of rows)
  console.log(`${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${key}`);

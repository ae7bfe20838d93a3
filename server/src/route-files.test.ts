import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A timer started in a route file runs in every instance and every test app, and stops with the
// process that owned it: periodic work belongs to the job system (modules/jobs), which runs it
// once per period for all instances, or once per instance where the work is the instance's own.

const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(p);
    return /routes\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('route files', () => {
  it('start no timers', () => {
    const files = routeFiles(modules);
    expect(files.length).toBeGreaterThan(20);
    const timers = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bset(Interval|Timeout)\s*\(/.test(line) ? [`${path.relative(modules, f)}:${i + 1}`] : [],
        ),
    );
    expect(timers).toEqual([]);
  });
});

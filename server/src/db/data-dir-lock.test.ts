import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-lock-'));

describe('data directory lock (one process per PGlite directory)', () => {
  it('refuses a second owner while the first is alive, and frees on release', () => {
    const dir = tmp();
    // A live process other than us holds the lock: pid 1 always exists.
    fs.writeFileSync(path.join(dir, 'upahar.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data directory/);
    fs.rmSync(path.join(dir, 'upahar.lock'));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'upahar.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'upahar.lock'))).toBe(false);
  });

  it('takes over a lock left by a dead process (kill -9)', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'upahar.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'upahar.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

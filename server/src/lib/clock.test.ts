import { afterEach, describe, expect, it, vi } from 'vitest';
import { now, resetClock, setClock, shiftClock } from './clock.ts';
import { onRacePoint } from './race-points.ts';

afterEach(() => {
  resetClock();
  vi.unstubAllEnvs();
});

describe('the shop clock', () => {
  it('is real time until a test sets it, stopped or shifted', () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
    setClock(new Date('2025-06-11T04:00:00Z'));
    expect(now().toISOString()).toBe('2025-06-11T04:00:00.000Z');
    shiftClock(-86_400_000);
    expect(Math.abs(now().getTime() - (Date.now() - 86_400_000))).toBeLessThan(1_000);
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('cannot be set, nor a race point held, outside tests', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => setClock(new Date())).toThrow(/only for tests/);
    expect(() => shiftClock(1_000)).toThrow(/only for tests/);
    expect(() => onRacePoint('place-order:start', async () => {})).toThrow(/only for tests/);
  });
});

import { describe, expect, it } from 'vitest';
import { AdmissionGate, type Ticket, watchLoopLag } from './admission-gate.ts';

const turn = () => new Promise((r) => setImmediate(r));

function tickets() {
  const log: string[] = [];
  const make = (name: string): Ticket => ({
    start: () => log.push(`start ${name}`),
    refuse: () => log.push(`refuse ${name}`),
  });
  return { log, make };
}

describe('admission gate', () => {
  it('starts up to its limit on a later turn, queues up to its queue, and says full beyond', async () => {
    const gate = new AdmissionGate({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    const { log, make } = tickets();
    expect(gate.enter(make('a'))).toBe('started');
    expect(gate.enter(make('b'))).toBe('started');
    // Never inside the caller: the loop turns first, so other requests get read meanwhile.
    expect(log).toEqual([]);
    expect(gate.enter(make('c'))).toBe('queued');
    expect(gate.enter(make('d'))).toBe('full');
    await turn();
    expect(log).toEqual(['start a', 'start b']);
    expect([gate.active, gate.queued]).toEqual([2, 1]);
  });

  it('hands a place that comes free to the oldest waiting request', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 60_000 });
    const { log, make } = tickets();
    gate.enter(make('a'));
    gate.enter(make('b'));
    gate.enter(make('c'));
    await turn();
    gate.leave();
    await turn();
    expect(log).toEqual(['start a', 'start b']);
    expect([gate.active, gate.queued]).toEqual([1, 1]);
    gate.leave();
    gate.leave();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('queues behind waiting requests even when a place is free, so nobody jumps the queue', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 60_000 });
    const { make } = tickets();
    gate.enter(make('a'));
    gate.enter(make('b'));
    gate.leave(); // b is handed the place, its start is due
    expect(gate.enter(make('c'))).toBe('queued');
  });

  it('forgets a request withdrawn while it waits', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 60_000 });
    const { log, make } = tickets();
    const b = make('b');
    gate.enter(make('a'));
    gate.enter(b);
    expect(gate.withdraw(b)).toBe(true);
    expect(gate.withdraw(b)).toBe(false);
    gate.leave();
    await turn();
    expect(log).toEqual(['start a']);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('refuses a request that waited its longest wait, counting the time before it reached the gate', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 });
    const { log, make } = tickets();
    gate.enter(make('a'));
    gate.enter(make('b'), 990);
    await new Promise((r) => setTimeout(r, 40));
    expect(log).toEqual(['start a', 'refuse b']);
    expect(gate.queued).toBe(0);
  });
});

describe('event loop lag', () => {
  it('grows while the loop is stuck and falls back once it turns', async () => {
    const watch = watchLoopLag(10);
    try {
      await new Promise((r) => setTimeout(r, 30));
      const end = performance.now() + 120;
      while (performance.now() < end) {} // a render that never yields
      const stuck = watch.lag();
      expect(stuck).toBeGreaterThan(80);
      await new Promise((r) => setTimeout(r, 30));
      expect(watch.lag()).toBeLessThan(stuck / 2);
    } finally {
      watch.stop();
    }
  });
});

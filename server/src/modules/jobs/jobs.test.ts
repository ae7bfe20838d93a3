import { randomBytes } from 'node:crypto';
import { kathmanduInstant } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { createStore, createUser } from '../../db/factories/index.ts';
import { carts, ledgerEntries, outbox, storeStatements } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { freezeClock } from '../../test/clock.ts';
import { buildTestApp, it, type TestApp, t } from '../../test/fixtures.ts';
import { queueEmail } from '../mail/index.ts';
import { type JobOptions, startJobs } from './jobs.ts';
import { PERIODIC_TASKS, type PeriodicTask } from './tasks.ts';

// The job system on the shop's own database, PGlite or PostgreSQL: periodic tasks once per
// period whatever the number of instances, a task run now on demand, the outbox drained.

const noSenders = { email: null, sms: null };

/** A job system of its own for this test (its own pg-boss schema), stopped when the test ends. */
async function jobsOn(app: TestApp, opts: JobOptions & { schema: string }) {
  const jobs = await startJobs(app.app, { senders: noSenders, ...opts });
  onTestFinished(() => jobs.stop());
  return jobs;
}
const onPostgres = Boolean(inject('pgUrl'));
const freshSchema = () => `jobs_${randomBytes(4).toString('hex')}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a periodic task', () => {
  // Two instances share a database only on PostgreSQL (PGlite belongs to one process), and the
  // test waits for a new minute: it runs where it proves something.
  it.runIf(onPostgres)(
    'runs once per period when two instances schedule it on one database',
    async () => {
      // The period is a minute: start early in one, so the test sees a single period.
      const second = new Date().getUTCSeconds();
      if (second > 30) await pause((61 - second) * 1000);
      const runs: string[] = [];
      const tick = (who: string): PeriodicTask => ({
        name: 'tick',
        cron: '* * * * *',
        expireInSeconds: 60,
        run: async () => void runs.push(who),
      });
      const schema = freshSchema();
      const other = await buildTestApp();
      const fast = { schema, cronCheckSeconds: 1, pollSeconds: 1 };
      await jobsOn(t, { ...fast, tasks: [tick('first')] });
      await jobsOn(other, { ...fast, tasks: [tick('second')] });
      await expect.poll(() => runs.length, { timeout: 20_000, interval: 200 }).toBe(1);
      // Both instances look every second; the minute has not passed, so nobody runs it again.
      await pause(6_000);
      expect(new Date().getUTCSeconds()).toBeGreaterThan(6);
      expect(runs).toHaveLength(1);
    },
    90_000,
  );

  // Only PostgreSQL has several instances: PGlite belongs to one process and one app.
  it.runIf(onPostgres)(
    'is set up by instances starting together on a new database without a deadlock',
    async () => {
      // pg-boss makes a table per queue; several instances doing that at once deadlocked.
      const schema = freshSchema();
      const others = await Promise.all([buildTestApp(), buildTestApp(), buildTestApp()]);
      const started = await Promise.all([t, ...others].map((app) => jobsOn(app, { schema })));
      expect(started).toHaveLength(4);
    },
  );

  it('runs now when asked, on whichever instance takes it', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const [cart] = await t.db
      .insert(carts)
      .values({ guestTokenHash: hashToken(`token-${Math.random()}`), updatedAt: old })
      .returning({ id: carts.id });
    const jobs = await jobsOn(t, { schema: freshSchema() });
    await jobs.runNow('housekeeping');
    expect(await t.db.select().from(carts).where(eq(carts.id, cart.id))).toEqual([]);
    await expect(jobs.runNow('nothing')).rejects.toThrow('No periodic task is called nothing');
    // The run shows in the metrics, and so does the queue, empty again.
    const registry = t.app.metrics.registry;
    expect(await registry.getSingleMetricAsString('upahar_job_runs_total')).toContain(
      'upahar_job_runs_total{queue="housekeeping",outcome="completed"} 1',
    );
    expect(await registry.getSingleMetricAsString('upahar_jobs_queued')).toContain(
      'upahar_jobs_queued{queue="housekeeping"} 0',
    );
    const last = await registry.getSingleMetricAsString('upahar_job_last_completed_seconds');
    const at = Number(last.match(/queue="housekeeping"} (\S+)/)?.[1]);
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);
  });

  it('makes the stores’ weekly statements, at 10 past every hour in Nepal', async () => {
    // 25 past the hour in UTC: Nepal is 5 h 45 min ahead, so 00:10 on Sunday there.
    expect(PERIODIC_TASKS.find((task) => task.name === 'statements')?.cron).toBe('25 * * * *');
    const owner = await createUser(t.db, { role: 'seller' });
    const store = await createStore(t.db, { ownerUserId: owner.id });
    await t.db.insert(ledgerEntries).values({
      storeId: store.id,
      kind: 'sale',
      amountPaisa: 10_000,
      createdAt: kathmanduInstant('2026-11-24', 12),
    });
    freezeClock(kathmanduInstant('2026-11-29', 0, 10));
    const jobs = await jobsOn(t, { schema: freshSchema() });
    await jobs.runNow('statements');
    const made = await t.db.select().from(storeStatements);
    expect(made).toMatchObject([{ storeId: store.id, weekStart: '2026-11-22', closingPaisa: 10_000 }]);
    expect(await t.db.select({ to: outbox.recipient }).from(outbox)).toEqual([{ to: owner.email }]);
  });

  it('that is running is waited for when the job system stops', async () => {
    let state = 'not started';
    const slow: PeriodicTask = {
      name: 'slow',
      cron: '0 0 1 1 *',
      expireInSeconds: 60,
      run: async () => {
        state = 'running';
        await pause(500);
        state = 'finished';
      },
    };
    const jobs = await startJobs(t.app, { schema: freshSchema(), tasks: [slow], senders: noSenders });
    const ran = jobs.runNow('slow');
    await expect.poll(() => state, { timeout: 5_000, interval: 10 }).toBe('running');
    await jobs.stop();
    expect(state).toBe('finished');
    await ran;
  });
});

describe('each instance', () => {
  it('sends the outbox and writes its counters while the job system runs', async () => {
    let flushed = 0;
    t.app.writeBehind.add({ name: 'test counter', everyMs: 20, flush: async () => flushed++ });
    const sent: string[] = [];
    await jobsOn(t, {
      schema: freshSchema(),
      tasks: [],
      outboxEveryMs: 50,
      senders: { email: async (m) => void sent.push(m.to), sms: null },
    });
    await queueEmail({ db: t.db, mail: { to: 'sita@example.com', subject: 'Hi', text: 'Hello' } });
    await expect.poll(() => sent, { timeout: 5_000 }).toEqual(['sita@example.com']);
    // The sender is called before the message is marked sent, in a statement of its own.
    await expect
      .poll(async () => (await t.db.select().from(outbox)).map((m) => m.status), { timeout: 5_000 })
      .toEqual(['sent']);
    expect(flushed).toBeGreaterThan(0);
  });

  it('stops writing and sending once stopped', async () => {
    let flushed = 0;
    t.app.writeBehind.add({ name: 'test counter', everyMs: 10, flush: async () => flushed++ });
    const jobs = await startJobs(t.app, { schema: freshSchema(), tasks: [], senders: noSenders });
    await expect.poll(() => flushed, { timeout: 2_000 }).toBeGreaterThan(0);
    await jobs.stop();
    const after = flushed;
    await pause(100);
    expect(flushed).toBe(after);
  });
});

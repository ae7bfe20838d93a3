import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { drainOutbox, type Senders, sendersFor } from '../mail/index.ts';
import { bossDb } from './boss-db.ts';
import { everyInstance } from './every.ts';
import { jobMetrics } from './job-metrics.ts';
import { PERIODIC_TASKS, type PeriodicTask } from './tasks.ts';

export type JobOptions = {
  /** The periodic tasks; the shop's own unless a test brings its own. */
  tasks?: PeriodicTask[];
  /** pg-boss keeps its tables in this schema of the shop's database. */
  schema?: string;
  /** How often each instance looks whether a schedule is due (pg-boss checks every 30 s). */
  cronCheckSeconds?: number;
  /** How often each instance looks for due messages in the outbox. */
  outboxEveryMs?: number;
  /** How often each instance looks for a queued periodic job (runNow does not wait for it). */
  pollSeconds?: number;
  /** The outbox's senders; by default from SMTP_URL and the SMS settings. */
  senders?: Senders;
};

export type Jobs = {
  /** Runs a periodic task now through the queue (any instance may take it) and waits for it. */
  runNow(name: string): Promise<void>;
  /** Stops taking work and waits for what is running. */
  stop(): Promise<void>;
};

const STOP_WAIT_MS = 8_000;
const DONE = new Set(['completed', 'failed', 'cancelled']);

/**
 * Starts the shop's background work on its own database (PostgreSQL or the embedded PGlite), with
 * no other server: the periodic tasks through pg-boss, whose schedules fire once per period for
 * every instance together; the outbox, which every instance drains, each message claimed by one
 * sender; and this instance's in-memory counters.
 */
export async function startJobs(app: FastifyInstance, opts: JobOptions = {}): Promise<Jobs> {
  // Every module has registered its counters once the app is ready.
  await app.ready();
  const db = bossDb(app.database);
  const schema = opts.schema ?? 'pgboss';
  const cronCheck = opts.cronCheckSeconds;
  const boss = new PgBoss({
    db,
    schema,
    ...(cronCheck ? { cronMonitorIntervalSeconds: cronCheck, cronWorkerIntervalSeconds: cronCheck } : {}),
  });
  boss.on('error', (err) => app.log.warn({ err }, 'job system'));

  const tasks = opts.tasks ?? PERIODIC_TASKS;
  // pg-boss creates a table per queue; instances that start together on a new database deadlock
  // in that, so they set up their schema, queues and schedules one after the other.
  await withAdvisoryLock(app.database, `upahar:job-setup:${schema}`, async () => {
    await boss.start();
    for (const task of tasks) {
      // One run at a time, not retried: the next period runs it again anyway.
      const queue = { policy: 'singleton', retryLimit: 0, expireInSeconds: task.expireInSeconds } as const;
      await boss.createQueue(task.name, { name: task.name, ...queue });
      await boss.updateQueue(task.name, { name: task.name, ...queue });
      await boss.schedule(task.name, task.cron, {}, { tz: 'UTC' });
    }
    // A task renamed or removed from the code stops firing.
    const names = new Set(tasks.map((t) => t.name));
    for (const s of await boss.getSchedules()) {
      if (!names.has(s.name)) await boss.unschedule(s.name);
    }
  });

  const workers = new Map<string, string>();
  const metrics = jobMetrics(app, boss, tasks, schema);
  // pg-boss stops waiting for a job after its timeout, but the task itself goes on: stopping waits
  // for it too, so the database is never closed under one.
  const running = new Set<Promise<unknown>>();
  for (const task of tasks) {
    const id = await boss.work(task.name, { pollingIntervalSeconds: opts.pollSeconds ?? 10 }, async () => {
      const run = metrics.counted(task.name, () => task.run(app));
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    });
    workers.set(task.name, id);
  }

  const senders = opts.senders ?? sendersFor(app.config);
  const keepUnsent = app.config.env !== 'production';
  if (!keepUnsent) {
    if (!senders.email) app.log.warn('SMTP_URL is not set: e-mails wait in the outbox until it is');
    if (!senders.sms) app.log.warn('No SMS provider is set: texts wait in the outbox until one is');
  }
  const loops = [
    everyInstance(
      opts.outboxEveryMs ?? 2_000,
      (stopping) => drainOutbox({ db: app.database.db, senders, stopping, keepUnsent }),
      (err) => app.log.warn({ err }, 'sending the outbox failed'),
    ),
    ...app.writeBehind.buffers.map((b) =>
      everyInstance(b.everyMs, b.flush, (err) => app.log.warn({ err }, `writing ${b.name} failed`)),
    ),
  ];

  return {
    async runNow(name) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`No periodic task is called ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`The job system took no ${name} job`);
      boss.notifyWorker(worker);
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job && DONE.has(job.state)) {
          if (job.state !== 'completed')
            throw new Error(`${name} ${job.state}: ${JSON.stringify(job.output)}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      metrics.remove();
      await Promise.all(loops.map((l) => l.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
      await Promise.allSettled([...running]);
      await db.settled();
    },
  };
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { Counter, Gauge } from 'prom-client';

const QUEUED = 'upahar_jobs_queued';
const RUNS = 'upahar_job_runs_total';
const LAST = 'upahar_job_last_completed_seconds';
const NAMES = [QUEUED, RUNS, LAST];

/**
 * The job system's series in the shop's metrics: jobs waiting per queue, read from pg-boss when
 * Prometheus scrapes, and this instance's runs of each task by outcome, so a task that keeps
 * failing shows as a rising `failed` count.
 */
export function jobMetrics(app: FastifyInstance, boss: PgBoss, tasks: { name: string }[], schema: string) {
  const registry = app.metrics.registry;
  // A second job system on the same app (tests) replaces the first one's series.
  for (const name of NAMES) registry.removeSingleMetric(name);
  new Gauge({
    name: QUEUED,
    help: 'Periodic jobs waiting to run (created or due for a retry), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const t of tasks)
        this.set({ queue: t.name }, await boss.getQueueSize(t.name, { before: 'active' }));
    },
  });
  new Gauge({
    name: LAST,
    help: 'When each periodic job last completed on any instance (Unix seconds): a stale heartbeat means no instance takes periodic jobs.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      // pg-boss keeps completed jobs in its job table for hours before archiving them.
      const res = await app.database.db.execute(sql`
        select name, extract(epoch from max(completed_on))::float8 as at
        from ${sql.identifier(schema)}.job where state = 'completed' group by name`);
      for (const row of (res as unknown as { rows: { name: string; at: number }[] }).rows)
        this.set({ queue: row.name }, row.at);
    },
  });
  const runs = new Counter({
    name: RUNS,
    help: 'Periodic job runs on this instance, by queue and outcome (completed or failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  for (const t of tasks)
    for (const outcome of ['completed', 'failed']) runs.inc({ queue: t.name, outcome }, 0);
  return {
    async counted(queue: string, run: () => Promise<unknown>) {
      try {
        await run();
        runs.inc({ queue, outcome: 'completed' });
      } catch (e) {
        runs.inc({ queue, outcome: 'failed' });
        throw e;
      }
    },
    remove() {
      for (const name of NAMES) registry.removeSingleMetric(name);
    },
  };
}

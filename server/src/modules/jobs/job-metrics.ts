import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { Counter, Gauge } from 'prom-client';

const QUEUED = 'upahar_jobs_queued';
const RUNS = 'upahar_job_runs_total';

/**
 * The job system's series in the shop's metrics: jobs waiting per queue, read from pg-boss when
 * Prometheus scrapes, and this instance's runs of each task by outcome, so a task that keeps
 * failing shows as a rising `failed` count.
 */
export function jobMetrics(app: FastifyInstance, boss: PgBoss, tasks: { name: string }[]) {
  const registry = app.metrics.registry;
  // A second job system on the same app (tests) replaces the first one's series.
  for (const name of [QUEUED, RUNS]) registry.removeSingleMetric(name);
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
      for (const name of [QUEUED, RUNS]) registry.removeSingleMetric(name);
    },
  };
}

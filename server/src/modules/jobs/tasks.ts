import type { FastifyInstance } from 'fastify';
import { housekeepingJob } from '../housekeeping/index.ts';
import { refreshChangedTerms } from '../search/index.ts';

/**
 * Work done once per period for the whole shop, whichever instance does it. `cron` is in UTC
 * with minute precision; `expireInSeconds` is how long a run may take before it is counted as
 * lost (its instance died) and the queue frees up for the next period.
 */
export type PeriodicTask = {
  name: string;
  cron: string;
  expireInSeconds: number;
  run(app: FastifyInstance): Promise<unknown>;
};

export const PERIODIC_TASKS: PeriodicTask[] = [
  // What visitors left behind, recounted sales, digests: hourly, at a quiet minute past the hour.
  { name: 'housekeeping', cron: '17 * * * *', expireInSeconds: 30 * 60, run: housekeepingJob },
  // New and changed products join the typo vocabulary within five minutes.
  {
    name: 'search-terms',
    cron: '*/5 * * * *',
    expireInSeconds: 4 * 60,
    run: (app) => refreshChangedTerms({ db: app.database.db }),
  },
  // Does nothing but complete, every minute: its last completion, in the metrics, says whether any
  // instance is still taking periodic jobs at all (a stale one means none is).
  { name: 'heartbeat', cron: '* * * * *', expireInSeconds: 50, run: async () => undefined },
];

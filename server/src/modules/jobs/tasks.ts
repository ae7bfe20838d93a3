import type { FastifyInstance } from 'fastify';
import { makeStatements } from '../earnings/index.ts';
import { housekeepingJob } from '../housekeeping/index.ts';
import { sendDueReminders } from '../reminders/index.ts';
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
  // Stores' weekly statements, e-mailed to their owners. A week ends at midnight between Saturday
  // and Sunday in Nepal (UTC+5:45), so 25 past every hour in UTC is 10 past in Nepal: the run at
  // 00:10 on Sunday makes the week's statements, a few minutes after the last delivery of
  // Saturday has committed. It runs every hour rather than once a week so that a Sunday missed
  // while the shop was down is caught up within the hour after it comes back (it catches up
  // several weeks); on the other hours it finds every statement made, for one small query per
  // week it looks back on, and makes nothing.
  {
    name: 'statements',
    cron: '25 * * * *',
    expireInSeconds: 30 * 60,
    run: async (app) => {
      const done = await makeStatements({ db: app.database.db, publicUrl: app.config.publicUrl });
      if (done.made > 0) app.log.info(done, 'weekly statements made');
      return done;
    },
  },
  // Occasion reminders, at 40 past every hour: the first run of a Kathmandu day finds that day's
  // due ones, and a day missed while the shop was down is caught up within the hour after. Each
  // reminder is recorded with its message in one transaction, so none goes out twice.
  {
    name: 'occasion-reminders',
    cron: '40 * * * *',
    expireInSeconds: 30 * 60,
    run: async (app) => {
      const done = await sendDueReminders({ db: app.database.db, publicUrl: app.config.publicUrl });
      if (done.sent > 0) app.log.info(done, 'occasion reminders sent');
      return done;
    },
  },
  // Does nothing but complete, every minute: its last completion, in the metrics, says whether any
  // instance is still taking periodic jobs at all (a stale one means none is).
  { name: 'heartbeat', cron: '* * * * *', expireInSeconds: 50, run: async () => undefined },
];

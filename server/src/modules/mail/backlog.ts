import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/** Messages still to go out, by status: what the metrics show as the outbox backlog. */
export type OutboxBacklog = { pending: number; failed: number };

/**
 * How many messages wait to be sent (pending) and how many gave up (failed), both channels
 * together; kept messages (no sender configured) and sent ones are not a backlog. One grouped
 * count over the status index, run when the metrics are read.
 */
export async function outboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.status);
  const backlog: OutboxBacklog = { pending: 0, failed: 0 };
  for (const row of rows)
    if (row.status === 'pending' || row.status === 'failed') backlog[row.status] = row.n;
  return backlog;
}

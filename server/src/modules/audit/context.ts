import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbOrTx } from '../../db/client.ts';
import { auditChanges } from '../../db/schema/audit.ts';

// The dashboard request a service is running for. The audit hook opens it for every dashboard
// write, so a service can attach before/after snapshots to that request's log entry without the
// route handing the request down through every call.
const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs the rest of a request inside its audit context (see hooks.ts). */
export const runAudited = (requestId: string, next: () => void) => current.run({ requestId }, next);

export type Change = { entity: string; entityId: string | number; before: unknown; after: unknown };

/**
 * Records what a dashboard write changed: a row linked to the request's audit entry by the
 * request id. Call it with the service's own transaction, so a change that rolls back leaves
 * nothing behind. Outside a dashboard write (seed, jobs, storefront) it does nothing.
 */
export async function recordChange(tx: DbOrTx, change: Change): Promise<void> {
  const ctx = current.getStore();
  if (!ctx) return;
  await tx.insert(auditChanges).values({
    requestId: ctx.requestId,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

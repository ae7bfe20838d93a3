import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { notFound } from './errors.ts';

// The admins' inboxes (contact-form messages, sell-on-Upahar enquiries) mark a message handled
// by an admin, or open again, the same way.

/** An inbox's table, passed in by the module that owns it: messages with who handled them and when. */
type InboxTable = PgTable & { id: PgColumn; handledAt: PgColumn; handledBy: PgColumn };
type Handled = { handledAt: Date | null; handledBy: string | null };

/**
 * Locks the message and sets its state; null when it already was in that state (marking a
 * handled message again keeps who handled it first and when). The change, for the audit log.
 */
export async function setHandled(
  tx: Tx,
  table: InboxTable,
  o: { id: string; adminId: string; handled: boolean },
): Promise<{ before: Handled; after: Handled } | null> {
  const [before] = (await tx
    .select({ handledAt: table.handledAt, handledBy: table.handledBy })
    .from(table as PgTable)
    .where(eq(table.id, o.id))
    .for('update')) as Handled[];
  if (!before) throw notFound(m.errors_not_found_message);
  if (o.handled === (before.handledAt !== null)) return null;
  const after = o.handled
    ? { handledAt: new Date(), handledBy: o.adminId }
    : { handledAt: null, handledBy: null };
  await tx.update(table).set(after).where(eq(table.id, o.id));
  return { before, after };
}

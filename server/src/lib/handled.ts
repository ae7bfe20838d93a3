import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { feedbackMessages, sellerInterests } from '../db/schema/index.ts';
import { notFound } from './errors.ts';

// The admins' inboxes (contact-form messages, sell-on-Upahar enquiries) mark a message handled
// by an admin, or open again, the same way.

type InboxTable = typeof feedbackMessages | typeof sellerInterests;
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
  const t = table as typeof feedbackMessages;
  const [before] = await tx
    .select({ handledAt: t.handledAt, handledBy: t.handledBy })
    .from(t)
    .where(eq(t.id, o.id))
    .for('update');
  if (!before) throw notFound('The message');
  if (o.handled === (before.handledAt !== null)) return null;
  const after = o.handled
    ? { handledAt: new Date(), handledBy: o.adminId }
    : { handledAt: null, handledBy: null };
  await tx.update(t).set(after).where(eq(t.id, o.id));
  return { before, after };
}

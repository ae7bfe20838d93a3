import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { occasionReminders, personOccasions, reminderPeople } from './tables.ts';

// The unsubscribe link of a reminder works without logging in: its token names the occasion, and
// stopping (or starting again) changes that occasion's reminders only.

async function occasionOf(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      occasionId: personOccasions.id,
      personName: reminderPeople.name,
      kind: personOccasions.kind,
      label: personOccasions.label,
      unsubscribedAt: personOccasions.unsubscribedAt,
    })
    .from(occasionReminders)
    .innerJoin(personOccasions, eq(personOccasions.id, occasionReminders.occasionId))
    .innerJoin(reminderPeople, eq(reminderPeople.id, personOccasions.personId))
    .where(eq(occasionReminders.stopTokenHash, hashToken(token)));
  if (!row) throw new AppError('not_found', m.occasions_link_gone(), 404);
  return row;
}

const answer = (row: Awaited<ReturnType<typeof occasionOf>>, subscribed: boolean) => ({
  personName: row.personName,
  kind: row.kind,
  label: row.label,
  subscribed,
});

export async function readSubscription({ db, token }: { db: DbOrTx; token: string }) {
  const row = await occasionOf(db, token);
  return answer(row, row.unsubscribedAt === null);
}

export async function setSubscription(o: { db: DbOrTx; token: string; subscribed: boolean }) {
  const row = await occasionOf(o.db, o.token);
  await o.db
    .update(personOccasions)
    .set({ unsubscribedAt: o.subscribed ? null : clock.now() })
    .where(eq(personOccasions.id, row.occasionId));
  return answer(row, o.subscribed);
}

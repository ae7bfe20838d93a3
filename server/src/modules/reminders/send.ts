import { reminderDue, todayInKathmandu } from '@upahar/contract';
import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { inLocale } from '../../lib/text-locale.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { users } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { queueReminder } from './message.ts';
import { occasionReminders, personOccasions, reminderPeople } from './tables.ts';

/**
 * The periodic reminders run: every occasion whose next day is within its "days before" gets one
 * reminder for that day. The record of it (unique on the occasion and the day) and its outbox
 * message are written in one transaction, so however many instances or retries run at once,
 * exactly one message goes out: the others find the record there and write nothing.
 */
export async function sendDueReminders({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const today = todayInKathmandu(clock.now());
  // Occasions with no reminder yet for any day from today on: one already sent for the coming
  // day is not looked at again.
  const rows = await db
    .select({
      occasionId: personOccasions.id,
      kind: personOccasions.kind,
      label: personOccasions.label,
      calendar: personOccasions.calendar,
      month: personOccasions.month,
      day: personOccasions.day,
      daysBefore: personOccasions.daysBefore,
      channel: personOccasions.channel,
      personName: reminderPeople.name,
      personPhone: reminderPeople.phone,
      orderId: reminderPeople.orderId,
      userId: users.id,
      userName: users.name,
      email: users.email,
      userPhone: users.phone,
      locale: users.locale,
    })
    .from(personOccasions)
    .innerJoin(reminderPeople, eq(reminderPeople.id, personOccasions.personId))
    .innerJoin(users, eq(users.id, reminderPeople.userId))
    .where(
      and(
        isNull(personOccasions.unsubscribedAt),
        isNull(users.suspendedAt),
        sql`not exists (select 1 from ${occasionReminders} where ${occasionReminders.occasionId} = ${personOccasions.id} and ${occasionReminders.occursOn} >= ${today})`,
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const due = reminderDue(row, today);
    if (!due) continue;
    const done = await db
      .transaction(async (tx) => {
        const giftToken = newToken();
        const stopToken = newToken();
        const [made] = await tx
          .insert(occasionReminders)
          .values({
            occasionId: row.occasionId,
            occursOn: due.date,
            channel: row.channel,
            giftTokenHash: hashToken(giftToken),
            stopTokenHash: hashToken(stopToken),
            sentAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: occasionReminders.id });
        if (!made) return false;
        const hasLastGift = await sentBefore(tx, row);
        const queued = await inLocale(row.locale, () =>
          queueReminder({ tx, r: { ...row, ...due, hasLastGift }, publicUrl, giftToken, stopToken }),
        );
        // A text with no mobile to go to is not recorded, so it goes once a number is added.
        if (!queued) tx.rollback();
        return true;
      })
      .catch((e: unknown) => {
        if (isRollback(e)) return false;
        throw e;
      });
    if (done) sent++;
  }
  return { sent };
}

const isRollback = (e: unknown) => e instanceof TransactionRollbackError;

/** Whether the shopper has sent this person a gift before (the e-mail says which gift it offers). */
async function sentBefore(
  tx: Tx,
  row: { userId: string; personPhone: string | null; orderId: string | null },
) {
  const toPerson = [
    ...(row.orderId ? [sql`${orders.id} = ${row.orderId}`] : []),
    ...(row.personPhone ? [sql`${orders.address}->>'phoneNumber' = ${row.personPhone}`] : []),
  ];
  if (toPerson.length === 0) return false;
  const [hit] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, row.userId), sql`(${sql.join(toPerson, sql` or `)})`))
    .limit(1);
  return hit !== undefined;
}

/**
 * Tests only: moves the reminders a shopper was sent a year back, so their occasions are due
 * again as next year's would be, while the links in the messages already sent keep working.
 */
export async function forgetSentReminders({ db, email }: { db: Db; email: string }) {
  await db.execute(sql`update ${occasionReminders} set occurs_on = occurs_on - interval '1 year'
    where ${occasionReminders.occasionId} in (
      select ${personOccasions.id} from ${personOccasions}
      join ${reminderPeople} on ${reminderPeople.id} = ${personOccasions.personId}
      join ${users} on ${users.id} = ${reminderPeople.userId}
      where ${users.email} = ${email})`);
}

import {
  REMINDER_PEOPLE_MAX,
  type TReminderPerson,
  todayInKathmandu,
  upcoming,
  type ZReminderPersonBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { personOccasions, reminderPeople } from './tables.ts';

type PersonInput = z.output<typeof ZReminderPersonBody>;
const notFound = () => new AppError('not_found', m.occasions_not_found(), 404);

/** The shopper's people, each with their occasions and the next day each falls on. */
export async function listPeople({ db, userId }: { db: DbOrTx; userId: string }): Promise<TReminderPerson[]> {
  const people = await db
    .select()
    .from(reminderPeople)
    .where(eq(reminderPeople.userId, userId))
    .orderBy(asc(reminderPeople.name), asc(reminderPeople.id));
  if (people.length === 0) return [];
  const days = await db
    .select()
    .from(personOccasions)
    .where(
      inArray(
        personOccasions.personId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(personOccasions.id));
  const today = todayInKathmandu(clock.now());
  const listed = people.map((p) => ({
    id: p.id,
    name: p.name,
    relation: p.relation,
    phone: p.phone,
    orderId: p.orderId,
    occasions: days
      .filter((o) => o.personId === p.id)
      .map((o) => ({
        id: o.id,
        kind: o.kind,
        label: o.label,
        calendar: o.calendar,
        month: o.month,
        day: o.day,
        year: o.year,
        daysBefore: o.daysBefore,
        channel: o.channel,
        subscribed: o.unsubscribedAt === null,
        next: upcoming(o, today),
      })),
  }));
  // The soonest occasion first: the list reads as "what is coming".
  const soonest = (p: TReminderPerson) => Math.min(...p.occasions.map((o) => o.next?.inDays ?? 9999));
  return listed.sort((a, b) => soonest(a) - soonest(b));
}

async function personOf(db: DbOrTx, userId: string, id: number) {
  return (await listPeople({ db, userId })).find((p) => p.id === id) ?? null;
}

/** Texts go to the shopper's own mobile: an occasion asking for them needs one on the profile. */
async function checkInput(tx: DbOrTx, userId: string, input: PersonInput) {
  if (input.occasions.some((o) => o.channel === 'sms')) {
    const [me] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!me?.phone) {
      const message = m.occasions_error_sms_phone();
      throw new AppError('validation', message, 400, { occasions: [message] });
    }
  }
  if (input.orderId) {
    const [own] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
    if (!own)
      throw new AppError('not_found', m.occasions_error_order(), 404, {
        orderId: [m.occasions_error_order()],
      });
  }
}

const occasionRow = (personId: number, o: PersonInput['occasions'][number]) => ({
  personId,
  kind: o.kind,
  label: o.label,
  calendar: o.calendar,
  month: o.month,
  day: o.day,
  year: o.year ?? null,
  daysBefore: o.daysBefore,
  channel: o.channel,
});

export async function addPerson({ db, userId, input }: { db: Db; userId: string; input: PersonInput }) {
  const id = await db.transaction(async (tx) => {
    // The user's row is locked so two adds at once count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(reminderPeople)
      .where(eq(reminderPeople.userId, userId));
    if (n >= REMINDER_PEOPLE_MAX) throw new AppError('limit', m.occasions_error_people_max(), 409);
    await checkInput(tx, userId, input);
    const [person] = await tx
      .insert(reminderPeople)
      .values({
        userId,
        name: input.name,
        relation: input.relation,
        phone: input.phone,
        orderId: input.orderId,
      })
      .returning({ id: reminderPeople.id });
    await tx.insert(personOccasions).values(input.occasions.map((o) => occasionRow(person.id, o)));
    return person.id;
  });
  return (await personOf(db, userId, id)) as TReminderPerson;
}

/**
 * Changes a person and their occasions: those sent with an id are updated in place (their
 * reminders already sent stay counted, so none goes out twice), new ones are added, and those
 * left out are deleted. An id that is not one of this person's occasions is added as new.
 */
export async function updatePerson(o: { db: Db; userId: string; id: number; input: PersonInput }) {
  const { db, userId, id, input } = o;
  await db.transaction(async (tx) => {
    const [person] = await tx
      .update(reminderPeople)
      .set({ name: input.name, relation: input.relation, phone: input.phone, orderId: input.orderId })
      .where(and(eq(reminderPeople.id, id), eq(reminderPeople.userId, userId)))
      .returning({ id: reminderPeople.id });
    if (!person) throw notFound();
    await checkInput(tx, userId, input);
    const existing = await tx
      .select({ id: personOccasions.id })
      .from(personOccasions)
      .where(eq(personOccasions.personId, id));
    const mine = new Set(existing.map((e) => e.id));
    const kept = input.occasions
      .filter((x) => x.id !== undefined && mine.has(x.id))
      .map((x) => x.id as number);
    await tx
      .delete(personOccasions)
      .where(
        kept.length > 0
          ? and(eq(personOccasions.personId, id), notInArray(personOccasions.id, kept))
          : eq(personOccasions.personId, id),
      );
    for (const x of input.occasions) {
      if (x.id !== undefined && mine.has(x.id))
        await tx.update(personOccasions).set(occasionRow(id, x)).where(eq(personOccasions.id, x.id));
      else await tx.insert(personOccasions).values(occasionRow(id, x));
    }
  });
  return (await personOf(db, userId, id)) as TReminderPerson;
}

export async function deletePerson({ db, userId, id }: { db: DbOrTx; userId: string; id: number }) {
  const gone = await db
    .delete(reminderPeople)
    .where(and(eq(reminderPeople.id, id), eq(reminderPeople.userId, userId)))
    .returning({ id: reminderPeople.id });
  if (gone.length === 0) throw notFound();
}

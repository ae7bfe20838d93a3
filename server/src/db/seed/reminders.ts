import { addDays, toBikramSambat, todayInKathmandu } from '@upahar/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { Tx } from '../client.ts';
import {
  occasionSuggestions,
  orders,
  personOccasions,
  products,
  reminderPeople,
  users,
} from '../schema/index.ts';

// The demo customer's occasion reminders: a mother whose Bikram Sambat birthday is three days away
// (tied to the customer's latest order, so the first job run e-mails a reminder offering that
// gift again), and a few more in both calendars; and staff's suggestions for each kind.

async function firstProducts(tx: Tx, where: ReturnType<typeof sql>, n: number) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.status, 'live'), where))
    .orderBy(asc(products.name))
    .limit(n);
  return rows.map((r) => r.id);
}

export async function seedReminders(tx: Tx) {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'));
  if (!customer) return;
  const [last] = await tx
    .select({ id: orders.id, address: orders.address })
    .from(orders)
    .where(eq(orders.userId, customer.id))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  const today = todayInKathmandu(clock.now());
  const soon = toBikramSambat(addDays(today, 3)) ?? { month: 8, day: 15 };
  const later = toBikramSambat(addDays(today, 60)) ?? { month: 10, day: 1 };
  const people = [
    {
      person: {
        name: 'Aama',
        relation: 'Mother',
        phone: last?.address.phoneNumber ?? null,
        orderId: last?.id ?? null,
      },
      days: [
        { kind: 'birthday', calendar: 'bs', month: soon.month, day: soon.day, year: 2025, daysBefore: 5 },
      ],
    },
    {
      person: { name: 'Sita Didi', relation: 'Sister', phone: '9841000123', orderId: null },
      days: [
        { kind: 'birthday', calendar: 'bs', month: later.month, day: later.day, year: null, daysBefore: 3 },
        {
          kind: 'festival',
          label: 'Bhai Tika',
          calendar: 'bs',
          month: 7,
          day: 18,
          year: null,
          daysBefore: 7,
        },
      ],
    },
    {
      person: { name: 'Rohan', relation: 'Husband', phone: null, orderId: null },
      days: [{ kind: 'anniversary', calendar: 'ad', month: 2, day: 14, year: 2019, daysBefore: 7 }],
    },
  ] as const;
  for (const p of people) {
    const [row] = await tx
      .insert(reminderPeople)
      .values({ userId: customer.id, ...p.person })
      .returning({ id: reminderPeople.id });
    await tx
      .insert(personOccasions)
      .values(p.days.map((d) => ({ personId: row.id, label: '', channel: 'email' as const, ...d })));
  }
  const picks = {
    birthday: await firstProducts(tx, sql`${products.type} = 'cake'`, 3),
    anniversary: await firstProducts(tx, sql`${products.name} ilike '%rose%'`, 2),
    festival: await firstProducts(tx, sql`${products.type} = 'product'`, 3),
  };
  for (const [kind, ids] of Object.entries(picks) as [keyof typeof picks, string[]][])
    if (ids.length > 0)
      await tx
        .insert(occasionSuggestions)
        .values(ids.map((productId, position) => ({ kind, productId, position })));
}

import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connectionDigests, userConnections } from '../../db/schema/connections.ts';
import * as clock from '../../lib/clock.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';

const c = userConnections;
const DAY = 86_400_000;
/** Names a digest lists before "and N more". */
const LISTED = 5;

/**
 * One e-mail per person with new connection requests, at most one a day, instead of a mail per
 * request: run by the hourly housekeeping. Answers how many digests were queued.
 */
export async function sendConnectionDigests({
  db,
  publicUrl,
  now = clock.now(),
}: {
  db: Db;
  publicUrl: string;
  now?: Date;
}) {
  const dayAgo = new Date(now.getTime() - DAY);
  const waiting = await db
    .select({ id: c.id, addresseeId: c.addresseeId, from: users.name })
    .from(c)
    .innerJoin(users, eq(users.id, c.requesterId))
    .where(
      and(
        eq(c.status, 'pending'),
        isNull(c.notifiedAt),
        sql`not exists (select 1 from ${connectionDigests} where ${connectionDigests.userId} = ${c.addresseeId}
          and ${gt(connectionDigests.sentAt, dayAgo)})`,
      ),
    )
    .orderBy(c.createdAt);
  const byPerson = new Map<string, typeof waiting>();
  for (const w of waiting) byPerson.set(w.addresseeId, [...(byPerson.get(w.addresseeId) ?? []), w]);
  for (const [userId, requests] of byPerson) {
    await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!person) return;
      const names = requests.slice(0, LISTED).map((r) => `- ${r.from}`);
      if (requests.length > LISTED) names.push(`- and ${requests.length - LISTED} more`);
      const n = requests.length;
      await queueEmail({
        db: tx,
        mail: {
          to: person.email,
          subject:
            n === 1
              ? `${requests[0].from} wants to connect with you on Upahar`
              : `${n} people want to connect with you on Upahar`,
          text: [
            `Namaste ${person.name},`,
            '',
            n === 1 ? 'This person asked to connect with you:' : 'These people asked to connect with you:',
            ...names,
            '',
            `Accept, decline or hide the requests at ${publicUrl}/profile/connections?tab=received`,
          ].join('\n'),
        },
      });
      await tx
        .update(c)
        .set({ notifiedAt: now })
        .where(
          inArray(
            c.id,
            requests.map((r) => r.id),
          ),
        );
      await tx
        .insert(connectionDigests)
        .values({ userId, sentAt: now })
        .onConflictDoUpdate({ target: connectionDigests.userId, set: { sentAt: now } });
    });
  }
  return byPerson.size;
}

import {
  INFLUENCERS_PER_PAGE,
  type TInfluencerStatus,
  type ZInfluencerDecisionBody,
  type ZInfluencerPicksBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { influencers } from '../../db/schema/influencers.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { loadViews, personColumns, toStaffViews } from './reads.ts';
import { replacePicks } from './service.ts';

// The admins' side: applications by status, one application, the decision on it (the applicant
// is e-mailed and the audit log keeps before and after) and the influencer's picks.

const staffView = async (db: DbOrTx, id: string) => {
  const [view] = await loadViews(db, eq(influencers.id, id), { reader: null, onlyOnSale: false });
  if (!view) throw notFound(m.errors_not_found_that_application);
  return view;
};

export async function listStaff(o: { db: DbOrTx; status?: TInfluencerStatus; page: number }) {
  const where = o.status ? eq(influencers.status, o.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select({ influencer: influencers, user: personColumns })
      .from(influencers)
      .innerJoin(users, eq(users.id, influencers.userId))
      .where(where)
      .orderBy(desc(influencers.updatedAt), desc(influencers.id))
      .limit(INFLUENCERS_PER_PAGE)
      .offset((o.page - 1) * INFLUENCERS_PER_PAGE),
    o.db.select({ total: sql<number>`count(*)::int` }).from(influencers).where(where),
  ]);
  return {
    influencers: await toStaffViews(o.db, rows, { reader: null, onlyOnSale: false }),
    total: Number(total),
  };
}

export const getStaff = (o: { db: DbOrTx; id: string }) => staffView(o.db, o.id);

export async function decide(o: {
  db: Db;
  id: string;
  body: z.output<typeof ZInfluencerDecisionBody>;
  publicUrl: string;
}) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx.select().from(influencers).where(eq(influencers.id, o.id)).for('update');
    if (!row) throw notFound(m.errors_not_found_that_application);
    const adminNote = o.body.note || null;
    await tx
      .update(influencers)
      .set({ status: o.body.status, adminNote, decidedAt: clock.now() })
      .where(eq(influencers.id, o.id));
    await recordChange(tx, {
      entity: 'influencer',
      entityId: o.id,
      before: { status: row.status, adminNote: row.adminNote },
      after: { status: o.body.status, adminNote },
    });
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    const approved = o.body.status === 'approved';
    await queueEmail({
      db: tx,
      mail: {
        to: person.email,
        subject: approved ? 'You are now an Upahar influencer' : 'Your Upahar influencer application',
        text: [
          `Namaste ${person.name},`,
          '',
          approved
            ? `Your influencer profile @${row.handle} is approved and now public: ${o.publicUrl}/influencer/${row.id}`
            : `Thank you for applying as @${row.handle}. We could not approve your profile this time.`,
          ...(adminNote
            ? ['', approved ? `A note from our team: ${adminNote}` : `The reason: ${adminNote}`]
            : []),
          '',
          approved
            ? `Add your favourite products to your picks at ${o.publicUrl}/profile/influencer`
            : `You can change your profile and apply again at ${o.publicUrl}/profile/influencer`,
        ].join('\n'),
      },
    });
  });
  return staffView(o.db, o.id);
}

export async function saveStaffPicks(o: {
  db: Db;
  id: string;
  picks: z.output<typeof ZInfluencerPicksBody>['picks'];
}) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: influencers.id }).from(influencers).where(eq(influencers.id, o.id));
    if (!row) throw notFound(m.errors_not_found_that_application);
    await replacePicks(tx, o.id, o.picks);
  });
  return staffView(o.db, o.id);
}

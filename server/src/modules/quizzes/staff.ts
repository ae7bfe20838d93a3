import type { TStaffQuizFilter, ZQuizHideBody, ZQuizPrizeDecisionBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { checkApproval } from './approval.ts';
import { selectQuizzes, toStaff } from './reads.ts';

// The admins' side: quizzes awaiting a prize decision, the decision (the creator is e-mailed, the
// audit log keeps before and after) and hiding a quiz that breaks the rules.

const FILTER: Record<TStaffQuizFilter, SQL | undefined> = {
  awaiting: eq(quizzes.prizeState, 'requested'),
  approved: eq(quizzes.prizeState, 'approved'),
  all: undefined,
};

export async function listStaff(o: {
  db: DbOrTx;
  filter: TStaffQuizFilter;
  q?: string;
  page: number;
  perPage: number;
}) {
  const like = o.q ? `%${o.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    FILTER[o.filter],
    like ? or(ilike(quizzes.title, like), ilike(quizzes.slug, like), ilike(users.name, like)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectQuizzes(o.db)
      .where(where)
      .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    o.db
      .select({ total: sql<number>`count(*)::int` })
      .from(quizzes)
      .innerJoin(users, eq(users.id, quizzes.ownerId))
      .where(where),
  ]);
  return { quizzes: rows.map(toStaff), total: Number(total) };
}

export async function getStaff(o: { db: DbOrTx; id: number }) {
  const [row] = await selectQuizzes(o.db).where(eq(quizzes.id, o.id));
  if (!row) throw notFound(m.errors_not_found_that_quiz);
  return toStaff(row);
}

const snapshot = (q: typeof quizzes.$inferSelect) => ({
  prizeState: q.prizeState,
  prizeId: q.prizeId,
  prizeStock: q.prizeStock,
  questionsPerPlay: q.questionsPerPlay,
  staffNote: q.staffNote,
  hiddenByStaff: q.hiddenByStaff,
});

export async function decidePrize(o: {
  db: Db;
  id: number;
  body: z.output<typeof ZQuizPrizeDecisionBody>;
  publicUrl: string;
}) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, o.id)).for('update');
    if (!row) throw notFound(m.errors_not_found_that_quiz);
    const approve = o.body.decision === 'approve';
    if (approve) await checkApproval(tx, row, o.body);
    const changes = {
      prizeState: approve ? ('approved' as const) : ('rejected' as const),
      prizeId: approve ? o.body.prizeId : null,
      prizeStock: approve ? o.body.stock : 0,
      questionsPerPlay: approve ? o.body.questionsPerPlay : row.questionsPerPlay,
      staffNote: o.body.note || null,
      updatedAt: clock.now(),
    };
    await tx.update(quizzes).set(changes).where(eq(quizzes.id, o.id));
    await recordChange(tx, {
      entity: 'quiz',
      entityId: o.id,
      before: snapshot(row),
      after: snapshot({ ...row, ...changes }),
    });
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.ownerId));
    const link = `${o.publicUrl}/quiz/${row.slug}`;
    await queueEmail({
      db: tx,
      mail: {
        to: owner.email,
        subject: approve
          ? `A prize for your quiz “${row.title}”`
          : `About the prize for your quiz “${row.title}”`,
        text: [
          `Namaste ${owner.name},`,
          '',
          approve
            ? `Your quiz now has a prize: ${o.body.stock} to win for players who get every answer right. Each play draws ${o.body.questionsPerPlay} of its ${row.questions.length} questions, and the right answers are shown once the prizes are over. ${link}`
            : 'We could not attach a prize to your quiz this time. The quiz itself stays open to play.',
          ...(o.body.note
            ? ['', approve ? `A note from our team: ${o.body.note}` : `The reason: ${o.body.note}`]
            : []),
          '',
          `See how players do at ${o.publicUrl}/profile/quizzes/stats/${row.slug}`,
        ].join('\n'),
      },
    });
  });
  return getStaff(o);
}

export async function hide(o: { db: Db; id: number; body: z.output<typeof ZQuizHideBody> }) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, o.id)).for('update');
    if (!row) throw notFound(m.errors_not_found_that_quiz);
    const changes = {
      hiddenByStaff: o.body.hidden,
      staffNote: o.body.note || row.staffNote,
      updatedAt: clock.now(),
    };
    await tx.update(quizzes).set(changes).where(eq(quizzes.id, o.id));
    await recordChange(tx, {
      entity: 'quiz',
      entityId: o.id,
      before: snapshot(row),
      after: snapshot({ ...row, ...changes }),
    });
  });
  return getStaff(o);
}

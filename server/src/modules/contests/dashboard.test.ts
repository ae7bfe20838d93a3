import { ZContestResponse, ZStaffContestResponse, ZStaffContestsResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, outbox, prizeAwards, userCredits } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { publishDueResults } from './results.ts';
import { admin, api, customer, DASH, enter, makeContest, makePrize, V2, voteFor } from './test-kit.ts';

// The admins' desk and the results: places by votes or by staff, published once however many
// triggers race, each place's prize handed out once and the winners told.

const afterEnd = (contest: { endsAt: string }) =>
  freezeClock(new Date(new Date(contest.endsAt).getTime() + 1000));

describe('contests for staff', () => {
  it('admins create and change contests, audited; others may not', async () => {
    const staff = await admin();
    const prize = await makePrize(staff);
    const contest = await makeContest(staff, { prizes: [{ place: 1, prizeId: prize.id }] });
    expect(contest.prizes).toEqual([{ place: 1, prizeId: prize.id, title: prize.title }]);
    const taken = await api('POST', `${DASH}/contests`, staff.headers, {
      title: 'Another',
      slug: contest.slug,
      description: 'Another contest with the same address.',
      rules: 'The same rules as ever apply.',
      entryType: 'photo',
      judging: 'votes',
      startsAt: contest.startsAt,
      endsAt: contest.endsAt,
    });
    expect(taken.statusCode).toBe(409);
    const backwards = await api('PUT', `${DASH}/contests/${contest.id}`, staff.headers, {
      ...contest,
      banner: null,
      prizes: [],
      endsAt: contest.startsAt,
    });
    expect(backwards.json().errors.endsAt).toEqual(['The end must come after the start']);
    const renamed = await api('PUT', `${DASH}/contests/${contest.id}`, staff.headers, {
      ...contest,
      title: 'Best Dashain cake photo',
      banner: null,
      prizes: [],
    });
    expect(ZStaffContestResponse.parse(renamed.json()).data.contest).toMatchObject({
      title: 'Best Dashain cake photo',
      prizes: [],
    });
    const list = ZStaffContestsResponse.parse(
      (await api('GET', `${DASH}/contests`, staff.headers)).json(),
    ).data;
    expect(list.contests.some((c) => c.id === contest.id)).toBe(true);
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'contest'), eq(auditChanges.entityId, String(contest.id))));
    expect(audit).toHaveLength(2);
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await api('GET', `${DASH}/contests`, seller.headers)).statusCode).toBe(403);
    expect((await api('GET', `${DASH}/contests`, (await customer()).headers)).statusCode).toBe(403);
  });

  it('publishes vote results once under racing triggers and awards each prize once', async () => {
    const staff = await admin();
    const [first, second] = [await makePrize(staff), await makePrize(staff)];
    const contest = await makeContest(staff, {
      prizes: [
        { place: 1, prizeId: first.id },
        { place: 2, prizeId: second.id },
      ],
    });
    const [a, b, c] = [
      await customer('Asha Rai'),
      await customer('Bikash Lama'),
      await customer('Chandra Shah'),
    ];
    const ea = await enter(contest.slug, a);
    const eb = await enter(contest.slug, b);
    const ec = await enter(contest.slug, c);
    // b and c tie on two votes; b entered earlier so b is first. a has one.
    for (const target of [eb.id, eb.id, ec.id, ec.id, ea.id])
      expect((await voteFor(target, await customer())).statusCode).toBe(200);
    const early = await api('POST', `${DASH}/contests/${contest.id}/publish`, staff.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not ended yet/);

    afterEnd(contest);
    await Promise.all([
      publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' }),
      api('GET', `${V2}/contest/${contest.slug}`),
      api('GET', `${V2}/contest/${contest.slug}`),
      publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' }),
    ]);
    const again = await api('POST', `${DASH}/contests/${contest.id}/publish`, staff.headers);
    expect(again.json().message).toBe('The results are already published');
    const page = ZContestResponse.parse((await api('GET', `${V2}/contest/${contest.slug}`)).json()).data;
    expect(page.contest.winners.map((w) => [w.place, w.entryId, w.prize])).toEqual([
      [1, eb.id, first.title],
      [2, ec.id, second.title],
    ]);
    const awards = await t.db
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.reason, `${contest.title}, 1st place`));
    expect(awards.filter((w) => w.sourceKey === `contest:${contest.id}:place:1`)).toHaveLength(1);
    expect(awards[0].userId).toBe(b.user.id);
    const credits = await t.db.select().from(userCredits).where(eq(userCredits.userId, c.user.id));
    expect(credits).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, b.user.email));
    expect(mails.filter((m) => m.subject.startsWith('You won 1st place'))).toHaveLength(1);
    const mine = await api('GET', `${V2}/profile/contests`, b.headers);
    expect(mine.json().data.entries[0]).toMatchObject({ state: 'winner', place: 1, prize: first.title });
    const loser = await api('GET', `${V2}/profile/contests`, a.headers);
    expect(loser.json().data.entries[0]).toMatchObject({ state: 'not_placed', place: null });
  });

  it('staff judging: places stay private until published, then prizes go out', async () => {
    const staff = await admin();
    const prize = await makePrize(staff);
    const contest = await makeContest(staff, { judging: 'staff', prizes: [{ place: 1, prizeId: prize.id }] });
    const [a, b] = [await customer(), await customer()];
    const ea = await enter(contest.slug, a);
    const eb = await enter(contest.slug, b);
    const places = await api('PUT', `${DASH}/contests/${contest.id}/places`, staff.headers, {
      places: [{ place: 1, entryId: eb.id }],
    });
    expect(places.statusCode, places.body).toBe(200);
    const dup = await api('PUT', `${DASH}/contests/${contest.id}/places`, staff.headers, {
      places: [
        { place: 1, entryId: eb.id },
        { place: 2, entryId: eb.id },
      ],
    });
    expect(dup.json().errors.places).toEqual(['An entry can take one place only']);
    const before = ZContestResponse.parse((await api('GET', `${V2}/contest/${contest.slug}`)).json()).data;
    expect(before.entries.every((e) => e.place === null)).toBe(true);
    expect(before.contest.winners).toEqual([]);

    afterEnd(contest);
    await publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' });
    expect((await api('GET', `${V2}/contest/${contest.slug}`)).json().data.contest.resultsPublished).toBe(
      false,
    );
    const published = await Promise.all([
      api('POST', `${DASH}/contests/${contest.id}/publish`, staff.headers),
      api('POST', `${DASH}/contests/${contest.id}/publish`, staff.headers),
    ]);
    expect(published.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    const after = ZContestResponse.parse((await api('GET', `${V2}/contest/${contest.slug}`)).json()).data;
    expect(after.contest.winners).toMatchObject([{ place: 1, entryId: eb.id, prize: prize.title }]);
    const awards = await t.db
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.sourceKey, `contest:${contest.id}:place:1`));
    expect(awards.map((w) => w.userId)).toEqual([b.user.id]);
    const hide = await api('POST', `${DASH}/contest-entries/${eb.id}/hide`, staff.headers);
    expect(hide.json().message).toBe('This entry won a place in published results: it stays as it is');
    expect((await api('POST', `${DASH}/contest-entries/${ea.id}/hide`, staff.headers)).statusCode).toBe(200);
    expect((await api('POST', `${DASH}/contest-entries/${ea.id}/hide`, staff.headers)).statusCode).toBe(409);
    expect((await api('POST', `${DASH}/contest-entries/${ea.id}/restore`, staff.headers)).statusCode).toBe(
      200,
    );
  });

  it('the desk shows every entry with its votes, hidden ones too', async () => {
    const staff = await admin();
    const contest = await makeContest(staff);
    const entry = await enter(contest.slug, await customer());
    await voteFor(entry.id, await customer());
    await api('POST', `${DASH}/contest-entries/${entry.id}/hide`, staff.headers);
    const desk = ZStaffContestResponse.parse(
      (await api('GET', `${DASH}/contests/${contest.id}`, staff.headers)).json(),
    ).data;
    expect(desk.entries[0]).toMatchObject({ id: entry.id, hidden: true, votes: 1 });
    expect(desk.contest).toMatchObject({ hiddenEntries: 1, votes: 1, entries: 0 });
  });
});

import { ZContestResponse, ZStaffContestResponse, ZStaffContestsResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, outbox, prizeAwards, userCredits } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { publishDueResults } from './results.ts';
import { admin, client, customer, DASH, enter, makeContest, makePrize, V2, voteFor } from './test-kit.ts';

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
    const taken = await client.post(
      `${DASH}/contests`,
      {
        title: 'Another',
        slug: contest.slug,
        description: 'Another contest with the same address.',
        rules: 'The same rules as ever apply.',
        entryType: 'photo',
        judging: 'votes',
        startsAt: contest.startsAt,
        endsAt: contest.endsAt,
      },
      staff.headers,
    );
    expect(taken.statusCode).toBe(409);
    const backwards = await client.put(
      `${DASH}/contests/${contest.id}`,
      {
        ...contest,
        banner: null,
        prizes: [],
        endsAt: contest.startsAt,
      },
      staff.headers,
    );
    expect(backwards.json().errors.endsAt).toEqual(['The end must come after the start']);
    const renamed = await client.put(
      `${DASH}/contests/${contest.id}`,
      {
        ...contest,
        title: 'Best Dashain cake photo',
        banner: null,
        prizes: [],
      },
      staff.headers,
    );
    expect(ZStaffContestResponse.parse(renamed.json()).data.contest).toMatchObject({
      title: 'Best Dashain cake photo',
      prizes: [],
    });
    const list = ZStaffContestsResponse.parse(
      (await client.get(`${DASH}/contests`, staff.headers)).json(),
    ).data;
    expect(list.contests.some((c) => c.id === contest.id)).toBe(true);
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'contest'), eq(auditChanges.entityId, String(contest.id))));
    expect(audit).toHaveLength(2);
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await client.get(`${DASH}/contests`, seller.headers)).statusCode).toBe(403);
    expect((await client.get(`${DASH}/contests`, (await customer()).headers)).statusCode).toBe(403);
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
    const early = await client.post(`${DASH}/contests/${contest.id}/publish`, undefined, staff.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not ended yet/);

    afterEnd(contest);
    await Promise.all([
      publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' }),
      client.get(`${V2}/contest/${contest.slug}`),
      client.get(`${V2}/contest/${contest.slug}`),
      publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' }),
    ]);
    const again = await client.post(`${DASH}/contests/${contest.id}/publish`, undefined, staff.headers);
    expect(again.json().message).toBe('The results are already published');
    const page = ZContestResponse.parse((await client.get(`${V2}/contest/${contest.slug}`)).json()).data;
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
    const mine = await client.get(`${V2}/profile/contests`, b.headers);
    expect(mine.json().data.entries[0]).toMatchObject({ state: 'winner', place: 1, prize: first.title });
    const loser = await client.get(`${V2}/profile/contests`, a.headers);
    expect(loser.json().data.entries[0]).toMatchObject({ state: 'not_placed', place: null });
  });

  it('staff judging: places stay private until published, then prizes go out', async () => {
    const staff = await admin();
    const prize = await makePrize(staff);
    const contest = await makeContest(staff, { judging: 'staff', prizes: [{ place: 1, prizeId: prize.id }] });
    const [a, b] = [await customer(), await customer()];
    const ea = await enter(contest.slug, a);
    const eb = await enter(contest.slug, b);
    const places = await client.put(
      `${DASH}/contests/${contest.id}/places`,
      {
        places: [{ place: 1, entryId: eb.id }],
      },
      staff.headers,
    );
    expect(places.statusCode, places.body).toBe(200);
    const dup = await client.put(
      `${DASH}/contests/${contest.id}/places`,
      {
        places: [
          { place: 1, entryId: eb.id },
          { place: 2, entryId: eb.id },
        ],
      },
      staff.headers,
    );
    expect(dup.json().errors.places).toEqual(['An entry can take one place only']);
    const before = ZContestResponse.parse((await client.get(`${V2}/contest/${contest.slug}`)).json()).data;
    expect(before.entries.every((e) => e.place === null)).toBe(true);
    expect(before.contest.winners).toEqual([]);

    afterEnd(contest);
    await publishDueResults({ db: t.db, now: clock.now(), publicUrl: 'http://shop.test' });
    expect((await client.get(`${V2}/contest/${contest.slug}`)).json().data.contest.resultsPublished).toBe(
      false,
    );
    const published = await Promise.all([
      client.post(`${DASH}/contests/${contest.id}/publish`, undefined, staff.headers),
      client.post(`${DASH}/contests/${contest.id}/publish`, undefined, staff.headers),
    ]);
    expect(published.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    const after = ZContestResponse.parse((await client.get(`${V2}/contest/${contest.slug}`)).json()).data;
    expect(after.contest.winners).toMatchObject([{ place: 1, entryId: eb.id, prize: prize.title }]);
    const awards = await t.db
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.sourceKey, `contest:${contest.id}:place:1`));
    expect(awards.map((w) => w.userId)).toEqual([b.user.id]);
    const hide = await client.post(`${DASH}/contest-entries/${eb.id}/hide`, undefined, staff.headers);
    expect(hide.json().message).toBe('This entry won a place in published results: it stays as it is');
    expect(
      (await client.post(`${DASH}/contest-entries/${ea.id}/hide`, undefined, staff.headers)).statusCode,
    ).toBe(200);
    expect(
      (await client.post(`${DASH}/contest-entries/${ea.id}/hide`, undefined, staff.headers)).statusCode,
    ).toBe(409);
    expect(
      (await client.post(`${DASH}/contest-entries/${ea.id}/restore`, undefined, staff.headers)).statusCode,
    ).toBe(200);
  });

  it('the desk shows every entry with its votes, hidden ones too', async () => {
    const staff = await admin();
    const contest = await makeContest(staff);
    const entry = await enter(contest.slug, await customer());
    await voteFor(entry.id, await customer());
    await client.post(`${DASH}/contest-entries/${entry.id}/hide`, undefined, staff.headers);
    const desk = ZStaffContestResponse.parse(
      (await client.get(`${DASH}/contests/${contest.id}`, staff.headers)).json(),
    ).data;
    expect(desk.entries[0]).toMatchObject({ id: entry.id, hidden: true, votes: 1 });
    expect(desk.contest).toMatchObject({ hiddenEntries: 1, votes: 1, entries: 0 });
  });
});

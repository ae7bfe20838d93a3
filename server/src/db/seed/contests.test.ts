import { ZContestResponse, ZContestsResponse } from '@upahar/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { contests, prizeAwards } from '../schema/index.ts';
import { seedDemoContests } from './contests.ts';

describe('demo contests', () => {
  it('runs a photo contest with entries and votes, and shows last month’s winners with their prizes', async () => {
    // The shared test database already holds contests from other tests: start from none.
    await t.db
      .delete(contests)
      .where(inArray(contests.slug, ['best-celebration-cake-photo', 'dashain-cake-photo-2026']));
    for (const name of [
      'Asha Rai',
      'Bikash Lama',
      'Chandra Shah',
      'Deepa Gurung',
      'Esha Thapa',
      'Firoj Ansari',
      'Gita KC',
    ])
      await quickUser(t.db, { name });
    await seedDemoContests(t.db);
    const list = ZContestsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/contests' })).json(),
    );
    const slugs = list.data.contests.map((c) => c.slug);
    expect(slugs).toContain('best-celebration-cake-photo');
    expect(slugs).toContain('dashain-cake-photo-2026');

    const open = ZContestResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/contest/best-celebration-cake-photo' })).json(),
    ).data;
    expect(open.contest).toMatchObject({
      state: 'running',
      judging: 'votes',
      entryType: 'photo',
      entries: 5,
    });
    expect(open.entries.reduce((n, e) => n + e.votes, 0)).toBeGreaterThan(3);
    const picture = await t.app.inject({ method: 'GET', url: open.entries[0].image ?? '' });
    expect(picture.statusCode).toBe(200);

    const ended = ZContestResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/contest/dashain-cake-photo-2026' })).json(),
    ).data;
    expect(ended.contest.state).toBe('ended');
    expect(ended.contest.winners.map((w) => w.place)).toEqual([1, 2]);
    expect(ended.contest.winners[0].prize).toBe('Rs. 2,000 wallet credit');
    const awards = await t.db
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.sourceKey, `contest:${ended.contest.id}:place:1`));
    expect(awards).toHaveLength(1);
  }, 120_000);
});

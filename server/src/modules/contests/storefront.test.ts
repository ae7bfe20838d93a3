import {
  ZContestantResponse,
  ZContestResponse,
  ZContestsResponse,
  ZMyEntriesResponse,
} from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contestEntries, media } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import { admin, client, customer, DASH, enter, makeContest, photoEntry, V2, voteFor } from './test-kit.ts';

// Shoppers enter and vote: one entry and one vote each per contest, even when requests race,
// never for their own entry, only while the contest is open.

describe('contests for shoppers', () => {
  it('lists contests by state and shows a contest with its entries', async () => {
    const staff = await admin();
    const running = await makeContest(staff);
    const now = clock.now().getTime();
    const upcoming = await makeContest(staff, {
      startsAt: new Date(now + 86_400_000).toISOString(),
      endsAt: new Date(now + 2 * 86_400_000).toISOString(),
    });
    const list = ZContestsResponse.parse((await client.get(`${V2}/contests?state=running`)).json()).data
      .contests;
    expect(list.find((c) => c.id === running.id)?.state).toBe('running');
    expect(list.find((c) => c.id === upcoming.id)).toBeUndefined();
    const later = ZContestsResponse.parse((await client.get(`${V2}/contests?state=upcoming`)).json()).data;
    expect(later.contests.find((c) => c.id === upcoming.id)?.state).toBe('upcoming');
    expect((await client.get(`${V2}/contests?state=soon`)).statusCode).toBe(400);

    const sita = await customer();
    const entry = await enter(running.slug, sita);
    const page = ZContestResponse.parse((await client.get(`${V2}/contest/${running.slug}`)).json()).data;
    expect(page.contest).toMatchObject({ id: running.id, entries: 1, state: 'running' });
    expect(page.entries[0]).toMatchObject({
      id: entry.id,
      author: 'Sita K.',
      votes: 0,
      caption: 'Our marigold cake',
    });
    expect(page.entries[0].image).toMatch(/^\/media\/contest-entries\/[a-f0-9]{32}\.webp$/);
    expect((await client.get(`${V2}/contest/no-such-contest`)).statusCode).toBe(404);
  });

  it('checks the photo by its bytes, re-encodes it and wants a caption', async () => {
    const contest = await makeContest(await admin());
    const who = await customer();
    const fake = multipart(
      { caption: 'A cake' },
      { name: 'cake.png', type: 'image/png', bytes: Buffer.from('not a picture') },
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: `${V2}/contest/${contest.slug}/enter/photo`,
      headers: { ...who.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(415);
    const noCaption = await photoEntry(contest.slug, who, '');
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().errors.caption[0]).toMatch(/caption/);
    const text = await client.post(
      `${V2}/contest/${contest.slug}/enter/text`,
      {
        title: 'A poem',
        text: 'Twenty characters at the very least here.',
      },
      who.headers,
    );
    expect(text.json().message).toBe('This contest takes photo entries');
    const ok = await enter(contest.slug, who);
    const [row] = await t.db.select().from(contestEntries).where(eq(contestEntries.id, ok.id));
    const [file] = await t.db
      .select()
      .from(media)
      .where(eq(media.path, row.imagePath?.replace('/media/', '') ?? ''));
    expect(file.contentType).toBe('image/webp');
  });

  it('takes one entry per shopper, even when two arrive together', async () => {
    const contest = await makeContest(await admin(), { entryType: 'text' });
    const who = await customer();
    const body = { title: 'My Tihar', text: 'We lit a hundred diyos and ate sel roti till midnight.' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`${V2}/contest/${contest.slug}/enter/text`, body, who.headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'You have already entered this contest: one entry per person',
    );
    const short = await client.post(
      `${V2}/contest/${contest.slug}/enter/text`,
      {
        title: 'Hi',
        text: 'short',
      },
      (await customer()).headers,
    );
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors).sort()).toEqual(['text', 'title']);
  });

  it('takes one vote per shopper per contest, never for their own entry, and counts it', async () => {
    const contest = await makeContest(await admin());
    const [a, b, voter] = [await customer(), await customer(), await customer()];
    const ea = await enter(contest.slug, a);
    const eb = await enter(contest.slug, b);
    const own = await voteFor(ea.id, a);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot vote for your own entry');
    const votes = await Promise.all([voteFor(ea.id, voter), voteFor(eb.id, voter), voteFor(ea.id, voter)]);
    expect(votes.map((v) => v.statusCode).sort()).toEqual([200, 409, 409]);
    const self = await client.get(`${V2}/contest/${contest.slug}/self`, voter.headers);
    const voted = self.json().data.votedEntryId;
    expect([ea.id, eb.id]).toContain(voted);
    const detail = ZContestantResponse.parse((await client.get(`${V2}/contest/detail/${voted}`)).json()).data;
    expect(detail.entry.votes).toBe(1);
    expect(detail.nextId).not.toBeNull();
    expect((await voteFor(ea.id, await customer())).statusCode).toBe(200);
    expect((await client.post(`${V2}/contest/detail/${ea.id}/vote`)).statusCode).toBe(401);
  });

  it('refuses entries and votes before the start and after the end', async () => {
    const staff = await admin();
    const contest = await makeContest(staff);
    const who = await customer();
    const entry = await enter(contest.slug, who);
    const start = new Date(contest.startsAt).getTime();
    freezeClock(new Date(start - 60_000));
    const early = await photoEntry(contest.slug, await customer());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not started yet/);
    freezeClock(new Date(new Date(contest.endsAt).getTime() + 1000));
    const late = await photoEntry(contest.slug, await customer());
    expect(late.json().message).toBe('This contest has ended: entries are closed');
    const lateVote = await voteFor(entry.id, await customer());
    expect(lateVote.statusCode).toBe(409);
    expect(lateVote.json().message).toBe('This contest has ended: votes are closed');
  });

  it('hidden entries leave the list, cannot be voted for and their votes stop counting', async () => {
    const staff = await admin();
    const contest = await makeContest(staff);
    const [a, voter] = [await customer(), await customer()];
    const entry = await enter(contest.slug, a);
    expect((await voteFor(entry.id, voter)).statusCode).toBe(200);
    expect(
      (await client.post(`${DASH}/contest-entries/${entry.id}/hide`, undefined, staff.headers)).statusCode,
    ).toBe(200);
    const page = ZContestResponse.parse((await client.get(`${V2}/contest/${contest.slug}`)).json()).data;
    expect(page.entries.find((e) => e.id === entry.id)).toBeUndefined();
    expect(page.contest.entries).toBe(0);
    expect((await client.get(`${V2}/contest/detail/${entry.id}`)).statusCode).toBe(404);
    expect((await voteFor(entry.id, await customer())).statusCode).toBe(404);
    // The voter gets their vote back for another entry.
    const other = await enter(contest.slug, await customer());
    expect((await voteFor(other.id, voter)).statusCode).toBe(200);
    const mine = ZMyEntriesResponse.parse(
      (await client.get(`${V2}/profile/contests`, a.headers)).json(),
    ).data;
    expect(mine.entries[0]).toMatchObject({ id: entry.id, state: 'hidden' });
  });

  it('counts a view once per visitor per entry per day', async () => {
    const contest = await makeContest(await admin());
    const entry = await enter(contest.slug, await customer());
    const viewer = await customer();
    const view = (headers: Record<string, string> = {}) =>
      client.post(`${V2}/contest/detail/${entry.id}/view`, undefined, headers);
    expect((await view(viewer.headers)).json().data.views).toBe(1);
    expect((await view(viewer.headers)).json().data.views).toBe(1);
    expect((await view({ 'user-agent': 'Mozilla/5.0 test' })).json().data.views).toBe(2);
    expect((await view({ 'user-agent': 'Mozilla/5.0 test' })).json().data.views).toBe(2);
    freezeClock(new Date(clock.now().getTime() + 86_400_000));
    expect((await view({ 'user-agent': 'Mozilla/5.0 test' })).json().data.views).toBe(3);
    expect((await client.post(`${V2}/contest/detail/999999999/view`)).statusCode).toBe(404);
  });

  it('shows shoppers their own entries and hides other people’s', async () => {
    const contest = await makeContest(await admin());
    const [me, stranger] = [await customer(), await customer()];
    const entry = await enter(contest.slug, me);
    const mine = await client.get(`${V2}/profile/contest/${entry.id}`, me.headers);
    expect(mine.json().data.entry).toMatchObject({ id: entry.id, state: 'in_contest' });
    expect((await client.get(`${V2}/profile/contest/${entry.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await client.get(`${V2}/profile/contests`)).statusCode).toBe(401);
  });
});

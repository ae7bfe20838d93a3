import { ZPrizeResponse, ZStaffContestResponse } from '@upahar/contract';
import { expect } from 'vitest';
import * as clock from '../../lib/clock.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api } from '../../test/requests.ts';

// Shared by the contest tests: requests, a contest made through the admins' desk, entries.

export type Account = Awaited<ReturnType<typeof quickUser>>;
export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';
const HOUR = 3_600_000;

export const client = api(t, { base: '', settle: true });

const unique = () => Math.random().toString(36).slice(2, 8);
export const customer = (name = 'Sita Karki') => quickUser(t.db, { name });
export const admin = () => quickUser(t.db, { role: 'admin', name: 'Maya Gurung' });

export async function makePrize(who: Account) {
  const res = await client.post(
    `${DASH}/prizes`,
    {
      title: `Contest credit ${unique()}`,
      kind: 'credit',
      credit: 50_000,
    },
    who.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ZPrizeResponse.parse(res.json()).data.prize;
}

/** A contest running from an hour ago to an hour from now unless told otherwise. */
export async function makeContest(who: Account, over: Record<string, unknown> = {}) {
  const now = clock.now().getTime();
  const res = await client.post(
    `${DASH}/contests`,
    {
      title: 'Best Tihar cake photo',
      slug: `tihar-cakes-${unique()}`,
      description: 'Show us the cake you baked or bought for Tihar.',
      rules: 'One photo per person, your own picture, no watermarks.',
      entryType: 'photo',
      judging: 'votes',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      ...over,
    },
    who.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return ZStaffContestResponse.parse(res.json()).data.contest;
}

export async function photoEntry(slug: string, who: Account, caption = 'Our marigold cake') {
  const form = multipart({ caption }, { name: 'cake.png', type: 'image/png', bytes: await png() });
  return t.app.inject({
    method: 'POST',
    url: `${V2}/contest/${slug}/enter/photo`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

export async function enter(slug: string, who: Account) {
  const res = await photoEntry(slug, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.entry as { id: number };
}

export const voteFor = (entryId: number, who: Account) =>
  client.post(`${V2}/contest/detail/${entryId}/vote`, undefined, who.headers);

import { quickUser } from '../../test/login-as.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the campaign tests: an admin's dashboard calls and a campaign running now.

export type Account = Awaited<ReturnType<typeof quickUser>>;

export const desk =
  (t: TestApp, who: Account) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/dashboard/v1/${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });

let n = 0;
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

export const hoursFrom = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * 3_600_000).toISOString();

/** A published campaign running from an hour ago for a day; answers its id and slug. */
export async function runningCampaign(t: TestApp, now: Date, over: Record<string, unknown> = {}) {
  const admin = await quickUser(t.db, { role: 'admin' });
  const call = desk(t, admin);
  const slug = uniqueSlug('sale');
  const res = await call('POST', 'campaigns', {
    name: 'Festival Sale',
    slug,
    startsAt: hoursFrom(now, -1),
    endsAt: hoursFrom(now, 24),
    isPublished: true,
    ...over,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json().data.campaign.id as number;
  return { id, slug, admin, call };
}

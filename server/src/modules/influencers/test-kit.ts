import type { TInfluencerBody } from '@upahar/contract';
import { createCategory } from '../../db/factories/index.ts';
import { uniqueSuffix } from '../../db/factories/unique.ts';
import { t } from '../../test/fixtures.ts';
import { api, type Headers } from '../../test/requests.ts';

// Shared by the influencer tests: requests and a valid application.

export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';

export const client = api(t, { base: '', settle: true });

export async function application(over: Partial<TInfluencerBody> = {}): Promise<TInfluencerBody> {
  const category = await createCategory(t.db);
  return {
    handle: `baker_${uniqueSuffix()}`.slice(0, 30).toLowerCase(),
    bio: 'I bake and review cakes around Kathmandu every weekend.',
    links: { instagram: 'https://www.instagram.com/sweet.ktm', youtube: null },
    followers: { instagram: 12_400 },
    categoryIds: [category.id],
    ...over,
  };
}

/** Applies as `who` and returns the profile id. */
export async function applyAs(who: { headers: Headers }, over: Partial<TInfluencerBody> = {}) {
  const res = await client.post(`${V2}/register-as-influencer`, await application(over), who.headers);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.profile.id as string;
}

/** Decides as an admin. */
export async function decideAs(
  admin: { headers: Headers },
  id: string,
  status: 'approved' | 'rejected',
  note = '',
) {
  const res = await client.post(`${DASH}/influencers/${id}/decision`, { status, note }, admin.headers);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
}

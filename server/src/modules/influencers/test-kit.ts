import type { TInfluencerBody } from '@upahar/contract';
import { createCategory } from '../../db/factories/index.ts';
import { uniqueSuffix } from '../../db/factories/unique.ts';
import { t } from '../../test/fixtures.ts';

// Shared by the influencer tests: requests and a valid application.

type Headers = Record<string, string>;
export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';

export const api = async (method: string, url: string, headers: Headers = {}, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  await t.app.afterAnswer.settled();
  return res;
};

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
  const res = await api('POST', `${V2}/register-as-influencer`, who.headers, await application(over));
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
  const res = await api('POST', `${DASH}/influencers/${id}/decision`, admin.headers, { status, note });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
}

import { ZFollowListResponse, ZStorePageResponse } from '@upahar/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, onTestFinished } from 'vitest';
import { createStore } from '../../db/factories/index.ts';
import { outbox, storeFollows, storeStaff } from '../../db/schema/index.ts';
import { onRacePoint } from '../../lib/race-points.ts';
import { cartApi } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { blockedOnLock } from '../../test/race.ts';

// A store's own people (its owner and its team) are not its followers: they cannot follow it,
// joining the team ends a follow, and the follow list tells the web which stores are theirs.

async function ownedStore() {
  const owner = await quickUser(t.db, { role: 'seller' });
  const store = await createStore(t.db, { name: 'Annapurna Bakers', ownerUserId: owner.user.id });
  return { owner, store };
}
/** The owner invites `email` to the team as a manager; the token of the link mailed to them. */
async function invite(owner: { headers: Record<string, string> }, store: { id: number }, email: string) {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/stores/${store.id}/team/invitations`,
    headers: owner.headers,
    payload: { email, role: 'manager' },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(asc(outbox.createdAt));
  return decodeURIComponent(/join-store\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')?.[1] ?? '');
}
const followerCount = async (slug: string) =>
  ZStorePageResponse.parse((await cartApi(t).get(`store/${slug}`)).json()).data.store.followerCount;
const followRows = (storeId: number) =>
  t.db.select().from(storeFollows).where(eq(storeFollows.storeId, storeId));

describe('following one’s own store', () => {
  it('the owner is refused with a clear message, by slug or number, and counts nobody', async () => {
    const { owner, store } = await ownedStore();
    for (const storeId of [store.slug, store.id]) {
      const refused = await cartApi(t).fails(403, 'followers/add', { storeId }, owner.headers);
      expect(refused.message).toBe('You cannot follow your own store.');
    }
    expect(await followRows(store.id)).toHaveLength(0);
    expect(await followerCount(store.slug)).toBe(0);
    // Unfollowing stays harmless.
    const res = await cartApi(t).post('followers/delete', { storeId: store.slug }, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ following: false, followerCount: 0 });
  });

  it('a manager or packer of the store is refused too; other stores they follow as anyone does', async () => {
    const { store } = await ownedStore();
    const other = await createStore(t.db);
    for (const role of ['manager', 'packer'] as const) {
      const helper = await quickUser(t.db, { role: 'seller' });
      await t.db.insert(storeStaff).values({ storeId: store.id, userId: helper.user.id, role });
      const refused = await cartApi(t).fails(403, 'followers/add', { storeId: store.slug }, helper.headers);
      expect(refused.message).toBe('You cannot follow a store whose team you are on.');
      const res = await cartApi(t).post('followers/add', { storeId: other.slug }, helper.headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await followerCount(store.slug)).toBe(0);
    expect(await followerCount(other.slug)).toBe(2);
  });

  it('the follow list names the stores the shopper runs, with their part in each', async () => {
    const { owner, store } = await ownedStore();
    const helped = await createStore(t.db);
    await t.db.insert(storeStaff).values({ storeId: helped.id, userId: owner.user.id, role: 'packer' });
    const res = await cartApi(t).get('followers/index', owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = ZFollowListResponse.parse(res.json()).data;
    expect(list.business).toEqual([]);
    expect(list.ownStores).toEqual(
      expect.arrayContaining([
        { slug: store.slug, role: 'owner' },
        { slug: helped.slug, role: 'packer' },
      ]),
    );
    expect(list.ownStores).toHaveLength(2);
    const shopper = await quickUser(t.db);
    expect(
      ZFollowListResponse.parse((await cartApi(t).get('followers/index', shopper.headers)).json()).data,
    ).toEqual({ business: [], ownStores: [] });
  });

  it('joining a store’s team ends one’s follow of it', async () => {
    const { owner, store } = await ownedStore();
    const fan = await quickUser(t.db);
    expect((await cartApi(t).post('followers/add', { storeId: store.slug }, fan.headers)).statusCode).toBe(
      200,
    );
    expect(await followerCount(store.slug)).toBe(1);

    const token = await invite(owner, store, fan.user.email);
    const joined = await cartApi(t).post('store-invitation/accept', { token }, fan.headers);
    expect(joined.statusCode, joined.body).toBe(200);

    expect(await followRows(store.id)).toHaveLength(0);
    expect(await followerCount(store.slug)).toBe(0);
  });

  it('a follow sent while its sender joins the team does not outlast the joining', async () => {
    const { owner, store } = await ownedStore();
    const fan = await quickUser(t.db);
    const token = await invite(owner, store, fan.user.email);
    // The follow has found the store not the fan's own; before it is written, the fan joins. The
    // follow goes on once the joining is done or is waiting for a lock the follow holds (always
    // so on PGlite, which runs one transaction at a time).
    let joined: Promise<{ statusCode: number; body: string }> | undefined;
    onTestFinished(
      onRacePoint('follow-store:insert', async () => {
        joined ??= cartApi(t).post('store-invitation/accept', { token }, fan.headers);
        await Promise.race([joined, blockedOnLock(t.database).catch(() => {})]);
      }),
    );
    const followed = await cartApi(t).post('followers/add', { storeId: store.slug }, fan.headers);
    const accepted = await joined;
    expect(accepted?.statusCode, accepted?.body).toBe(200);
    // Either order is fine for the follow's answer; what stays is no follow by a team member.
    expect([200, 403]).toContain(followed.statusCode);
    expect(await followRows(store.id)).toHaveLength(0);
    expect(await followerCount(store.slug)).toBe(0);
    const again = await cartApi(t).fails(403, 'followers/add', { storeId: store.slug }, fan.headers);
    expect(again.message).toBe('You cannot follow a store whose team you are on.');
  });
});

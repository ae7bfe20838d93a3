import { ZDashboardOrdersResponse, ZMyStoresResponse, ZStoreTeamResponse } from '@upahar/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createOrder, createProduct, createStore } from '../../db/factories/index.ts';
import { auditChanges, orderParts, outbox, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// A store's owner invites helpers by e-mail. A manager runs the store as the owner does but not
// its team; a packer sees and moves its orders only. Nobody else sees the store's team.

type Account = Awaited<ReturnType<typeof quickUser>>;

async function setup() {
  const owner = await quickUser(t.db, { role: 'seller' });
  const store = await createStore(t.db, { name: 'Annapurna Bakers', ownerUserId: owner.user.id });
  const cake = await createProduct(t.db, { type: 'cake', name: 'Black Forest Cake', storeId: store.id });
  return { owner, store, cake };
}

const dash = api(t, { base: DASHBOARD });

/** The token in the newest invitation e-mail to `email`. */
async function tokenFor(email: string) {
  const mails = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(asc(outbox.createdAt));
  const text = mails.at(-1)?.text ?? '';
  const match = /join-store\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

const accept = (who: Account, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/store-invitation/accept',
    headers: who.headers,
    payload: { token },
  });

/** Invites a new customer account and has it accept: the member with its session. */
async function join(s: Awaited<ReturnType<typeof setup>>, role: 'manager' | 'packer') {
  const helper = await quickUser(t.db);
  const res = await dash.post(
    `stores/${s.store.id}/team/invitations`,
    {
      email: helper.user.email,
      role,
    },
    s.owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  const joined = await accept(helper, await tokenFor(helper.user.email));
  expect(joined.statusCode, joined.body).toBe(200);
  return helper;
}

describe('store team', () => {
  it('an invited customer joins as packer, reaches the dashboard and sees the store’s orders only', async () => {
    const s = await setup();
    const packer = await join(s, 'packer');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, packer.user.id));
    expect(row.role).toBe('seller');
    const mine = ZMyStoresResponse.parse((await dash.get('my-stores', packer)).json()).data.stores;
    expect(mine).toEqual([{ id: s.store.id, name: 'Annapurna Bakers', slug: s.store.slug, role: 'packer' }]);
    const buyer = await quickUser(t.db);
    const order = await createOrder(t.db, {
      userId: buyer.user.id,
      items: [{ productId: s.cake.id, quantity: 1, unitPricePaisa: 150_000 }],
    });
    const list = ZDashboardOrdersResponse.parse((await dash.get('orders', packer)).json()).data.orders;
    expect(list.map((o) => o.orderId)).toEqual([order.id]);
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
    const moved = await dash.post(`orders/${part.id}/status`, { status: 'confirmed' }, packer);
    expect(moved.statusCode, moved.body).toBe(200);
    // The catalogue is the owner's and managers' business.
    expect((await dash.get(`cakes/${s.cake.id}`, packer)).statusCode).toBe(404);
    // The owner hears that they joined.
    const toOwner = await t.db.select().from(outbox).where(eq(outbox.recipient, s.owner.user.email));
    expect(toOwner.map((m) => m.subject)).toContain(`${packer.user.name} joined Annapurna Bakers`);
  });

  it('a manager runs the catalogue and sees the team but cannot change it', async () => {
    const s = await setup();
    const manager = await join(s, 'manager');
    expect((await dash.get(`cakes/${s.cake.id}`, manager)).statusCode).toBe(200);
    const team = ZStoreTeamResponse.parse((await dash.get(`stores/${s.store.id}/team`, manager)).json()).data;
    expect(team.canManage).toBe(false);
    expect(team.members.map((m) => [m.email, m.role])).toEqual([[manager.user.email, 'manager']]);
    const res = await dash.post(
      `stores/${s.store.id}/team/invitations`,
      {
        email: 'friend@example.com',
        role: 'manager',
      },
      manager,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the store’s owner can change its team');
  });

  it('the link works once, for the invited address only, and not after it is replaced or withdrawn', async () => {
    const s = await setup();
    const invited = await quickUser(t.db);
    const other = await quickUser(t.db);
    const invite = () =>
      dash.post(
        `stores/${s.store.id}/team/invitations`,
        {
          email: invited.user.email,
          role: 'packer',
        },
        s.owner,
      );
    await invite();
    const first = await tokenFor(invited.user.email);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/V2/store-invitation?token=${encodeURIComponent(first)}`,
      headers: other.headers,
    });
    expect(preview.json().data).toMatchObject({
      storeName: 'Annapurna Bakers',
      role: 'packer',
      state: 'other_account',
    });
    const wrong = await accept(other, first);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      `This invitation was sent to ${invited.user.email}. Sign in with that address to accept it.`,
    );
    // A second invitation replaces the first: the old link stops working.
    await invite();
    const second = await tokenFor(invited.user.email);
    expect((await accept(invited, first)).statusCode).toBe(400);
    const team = ZStoreTeamResponse.parse((await dash.get(`stores/${s.store.id}/team`, s.owner)).json()).data;
    expect(team.invitations).toHaveLength(1);
    const revoked = await dash.del(
      `stores/${s.store.id}/team/invitations/${team.invitations[0].id}`,
      s.owner,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const late = await accept(invited, second);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This invitation link is invalid, has expired or was withdrawn');
    await invite();
    const third = await tokenFor(invited.user.email);
    expect((await accept(invited, third)).statusCode).toBe(200);
    expect((await accept(invited, third)).statusCode).toBe(400);
  });

  it('refuses the owner, current members and bad input with clear messages', async () => {
    const s = await setup();
    const packer = await join(s, 'packer');
    const invite = (email: string, role: string) =>
      dash.post(`stores/${s.store.id}/team/invitations`, { email, role }, s.owner);
    const owner = await invite(s.owner.user.email, 'manager');
    expect([owner.statusCode, owner.json().message]).toEqual([409, 'This is the store’s owner']);
    const again = await invite(packer.user.email.toUpperCase(), 'manager');
    expect([again.statusCode, again.json().message]).toEqual([409, 'Already on the team as packer']);
    const role = await invite('new@example.com', 'boss');
    expect([role.statusCode, role.json().message]).toEqual([400, 'Choose manager or packer']);
    expect((await invite('not-an-email', 'packer')).statusCode).toBe(400);
    expect((await dash.get('stores/abc/team', s.owner)).statusCode).toBe(400);
  });

  it('another seller’s store answers 404, a customer 403; removing a member takes access away', async () => {
    const s = await setup();
    const manager = await join(s, 'manager');
    const rival = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { ownerUserId: rival.user.id });
    expect((await dash.get(`stores/${s.store.id}/team`, rival)).statusCode).toBe(404);
    expect(
      (
        await dash.post(
          `stores/${s.store.id}/team/invitations`,
          {
            email: 'x@example.com',
            role: 'packer',
          },
          rival,
        )
      ).statusCode,
    ).toBe(404);
    expect((await dash.get(`stores/${s.store.id}/team`, await quickUser(t.db))).statusCode).toBe(403);
    const changed = await dash.put(
      `stores/${s.store.id}/team/members/${manager.user.id}`,
      {
        role: 'packer',
      },
      s.owner,
    );
    expect(ZStoreTeamResponse.parse(changed.json()).data.members[0].role).toBe('packer');
    // The audit log keeps what the role was and what it became.
    const [change] = await t.db.select().from(auditChanges).where(eq(auditChanges.entityId, manager.user.id));
    expect([change.before, change.after]).toEqual([{ role: 'manager' }, { role: 'packer' }]);
    expect((await dash.get(`cakes/${s.cake.id}`, manager)).statusCode).toBe(404);
    const removed = await dash.del(`stores/${s.store.id}/team/members/${manager.user.id}`, s.owner);
    expect(ZStoreTeamResponse.parse(removed.json()).data.members).toEqual([]);
    expect((await dash.get(`stores/${s.store.id}/team`, manager)).statusCode).toBe(404);
    const none = await dash.del(`stores/${s.store.id}/team/members/${manager.user.id}`, s.owner);
    expect(none.statusCode).toBe(404);
    const mine = await t.db
      .select()
      .from(orderParts)
      .where(and(eq(orderParts.storeId, s.store.id)));
    expect(mine).toEqual([]);
  });
});

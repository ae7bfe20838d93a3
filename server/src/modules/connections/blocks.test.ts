import { ZConnectionsResponse } from '@upahar/contract';
import { and, eq, or } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { userConnections, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, V2 } from '../../test/requests.ts';

type Person = Awaited<ReturnType<typeof quickUser>>;

const { post } = api(t);
const send = (from: Person, to: Person) => post('connection/send', { username: to.user.username }, from);
const block = (who: Person, whom: Person) => post('connection/block', { username: whom.user.username }, who);
const unblock = (who: Person, whom: Person) =>
  post('connection/unblock', { username: whom.user.username }, who);
const list = async (who: Person, tab: string) =>
  ZConnectionsResponse.parse(
    (await t.app.inject({ method: 'GET', url: `${V2}/connections?tab=${tab}`, headers: who.headers })).json(),
  ).data;
const stateWith = async (who: Person, other: Person) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${V2}/connection/with/${other.user.username}`,
      headers: who.headers,
    })
  ).json().data.state;
const rowsBetween = (a: Person, b: Person) =>
  t.db
    .select()
    .from(userConnections)
    .where(
      or(
        and(eq(userConnections.requesterId, a.user.id), eq(userConnections.addresseeId, b.user.id)),
        and(eq(userConnections.requesterId, b.user.id), eq(userConnections.addresseeId, a.user.id)),
      ),
    );

describe('blocking', () => {
  it('ends a connection, and neither side can ask again until the blocker unblocks', async () => {
    const asha = await quickUser(t.db, { name: 'Asha Rai' });
    const bina = await quickUser(t.db, { name: 'Bina Lama' });
    await send(asha, bina);
    await send(bina, asha);
    expect(await stateWith(asha, bina)).toBe('connected');

    const blocked = await block(asha, bina);
    expect(blocked.json()).toMatchObject({ data: { state: 'blocked' }, message: 'Bina Lama is blocked' });
    expect(await rowsBetween(asha, bina)).toEqual([]);
    expect((await list(asha, 'connected')).connections).toEqual([]);
    expect((await list(bina, 'connected')).connections).toEqual([]);
    // The blocker sees whom they blocked; the other side only that they cannot connect.
    const mine = await list(asha, 'blocked');
    expect(mine.connections.map((c) => [c.person.username, c.state])).toEqual([
      [bina.user.username, 'blocked'],
    ]);
    expect(mine.counts).toMatchObject({ connected: 0, blocked: 1 });
    expect((await list(bina, 'blocked')).counts.blocked).toBe(0);
    expect(await stateWith(asha, bina)).toBe('blocked');
    expect(await stateWith(bina, asha)).toBe('unavailable');

    const fromBlocked = await send(bina, asha);
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().message).toBe('You cannot connect with Asha Rai');
    const fromBlocker = await send(asha, bina);
    expect(fromBlocker.statusCode).toBe(409);
    expect(fromBlocker.json().message).toBe('You blocked Bina Lama. Unblock them first to connect.');
    expect(await rowsBetween(asha, bina)).toEqual([]);

    // Blocking twice changes nothing; unblocking starts from nothing.
    expect((await block(asha, bina)).statusCode).toBe(200);
    expect((await unblock(asha, bina)).json()).toMatchObject({
      data: { state: 'none' },
      message: 'Unblocked',
    });
    expect(await stateWith(bina, asha)).toBe('none');
    expect((await send(bina, asha)).json()).toMatchObject({ data: { state: 'sent' } });
  });

  it('takes a waiting request, even a hidden or declined one, out of both sides', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    await send(b, a);
    const id = (await list(a, 'received')).connections[0].id;
    await post(`connection/hide/${id}`, {}, a);
    await block(a, b);
    expect((await list(b, 'sent')).connections).toEqual([]);
    expect((await list(a, 'hidden')).connections).toEqual([]);
    // The request id is gone for both.
    expect((await post(`connection/accept/${id}`, {}, a)).statusCode).toBe(404);
    expect((await post(`connection/cancel/${id}`, {}, b)).statusCode).toBe(404);
  });

  it('keeps each side’s block: one unblocking leaves the other’s standing', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    await block(a, b);
    await block(b, a);
    expect((await unblock(a, b)).json().data.state).toBe('unavailable');
    expect((await send(a, b)).statusCode).toBe(403);
    await unblock(b, a);
    expect(await stateWith(a, b)).toBe('none');
  });

  it('lets the blocker take back a block of someone suspended since', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    await block(a, b);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, b.user.id));
    expect((await list(a, 'blocked')).counts.blocked).toBe(1);
    expect((await unblock(a, b)).statusCode).toBe(200);
    expect((await list(a, 'blocked')).counts.blocked).toBe(0);
  });

  it('refuses yourself, unknown people, and unblocking someone not blocked', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db, { name: 'Bina Lama' });
    const self = await block(a, a);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot block yourself');
    expect((await post('connection/block', { username: 'no_such_person_here' }, a)).statusCode).toBe(404);
    const notBlocked = await unblock(a, b);
    expect(notBlocked.statusCode).toBe(404);
    expect(notBlocked.json().message).toBe('You have not blocked Bina Lama');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${V2}/connection/block`,
      payload: { username: b.user.username },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a request and a block sent at once never leave a request standing across the block', async () => {
    for (let i = 0; i < 5; i++) {
      const a = await quickUser(t.db);
      const b = await quickUser(t.db);
      await Promise.all([send(b, a), block(a, b)]);
      expect(await rowsBetween(a, b)).toEqual([]);
      expect(await stateWith(a, b)).toBe('blocked');
    }
  });
});

import { ZPeopleSearchResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, V2 } from '../../test/requests.ts';

type Person = Awaited<ReturnType<typeof quickUser>>;

const find = (who: Person | null, q: string) =>
  t.app.inject({
    method: 'GET',
    url: `${V2}/connection/people?q=${encodeURIComponent(q)}`,
    headers: who?.headers ?? {},
  });
const found = async (who: Person, q: string) => {
  const res = await find(who, q);
  expect(res.statusCode, res.body).toBe(200);
  return ZPeopleSearchResponse.parse(res.json()).data.people;
};
const { post } = api(t);

describe('searching people to connect with', () => {
  it('finds people by part of their name or username, best match first, never the reader', async () => {
    const me = await quickUser(t.db, { name: 'Pemba Sherpa' });
    const exact = await quickUser(t.db, { name: 'Someone Else', username: 'pemba' });
    const named = await quickUser(t.db, { name: 'Pemba Lama', username: 'lama_p' });
    const inside = await quickUser(t.db, { name: 'Dawa Pemba', username: 'dawa_d' });
    const people = await found(me, 'PEMBA');
    expect(people.map((p) => p.username)).toEqual([
      exact.user.username,
      named.user.username,
      inside.user.username,
    ]);
    // "@" as people write usernames; an underscore is a letter, not a wildcard.
    expect((await found(me, '@lama_p')).map((p) => p.username)).toEqual([named.user.username]);
    expect(await found(me, 'lama%p')).toEqual([]);
    expect(await found(me, 'nobody by this name')).toEqual([]);
  });

  it('answers only public profile fields, the city only when its owner shows it', async () => {
    const me = await quickUser(t.db);
    const shown = await quickUser(t.db, { name: 'Kesang Tamang', city: 'Pokhara' });
    const hidden = await quickUser(t.db, {
      name: 'Kesang Gurung',
      city: 'Dharan',
      profileVisibility: { city: false },
      bio: 'Private bio',
    });
    const res = await find(me, 'kesang');
    const people = res.json().data.people as Record<string, unknown>[];
    expect(people).toHaveLength(2);
    for (const p of people)
      expect(Object.keys(p).sort()).toEqual(['avatar', 'city', 'name', 'state', 'username']);
    expect(res.body).not.toContain(shown.user.email);
    expect(res.body).not.toContain(hidden.user.email);
    expect(res.body).not.toContain('9841000000');
    expect(res.body).not.toContain('Dharan');
    expect(people.find((p) => p.username === shown.user.username)?.city).toBe('Pokhara');
    expect(people.find((p) => p.username === hidden.user.username)?.city).toBeNull();
    // The answer is the reader's own: never kept by a shared cache.
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
  });

  it('leaves out anyone a block stands between, whoever blocked, and suspended accounts', async () => {
    const me = await quickUser(t.db);
    const blockedByMe = await quickUser(t.db, { name: 'Nima One' });
    const blockedMe = await quickUser(t.db, { name: 'Nima Two' });
    const suspended = await quickUser(t.db, { name: 'Nima Three' });
    const free = await quickUser(t.db, { name: 'Nima Four' });
    await post('connection/block', { username: blockedByMe.user.username }, me);
    await post('connection/block', { username: me.user.username }, blockedMe);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    expect((await found(me, 'nima')).map((p) => p.username)).toEqual([free.user.username]);
    // The one who was blocked cannot find the blocker either.
    expect((await found(blockedMe, 'nima')).map((p) => p.username)).not.toContain(me.user.username);
  });

  it('says where the reader stands with each person found', async () => {
    const me = await quickUser(t.db);
    const asked = await quickUser(t.db, { name: 'Tashi Asked' });
    const asking = await quickUser(t.db, { name: 'Tashi Asking' });
    await quickUser(t.db, { name: 'Tashi Nobody' });
    await post('connection/send', { username: asked.user.username }, me);
    await post('connection/send', { username: me.user.username }, asking);
    const states = Object.fromEntries((await found(me, 'tashi')).map((p) => [p.name, p.state]));
    expect(states).toEqual({ 'Tashi Asked': 'sent', 'Tashi Asking': 'received', 'Tashi Nobody': 'none' });
  });

  it('needs a few letters and a signed-in reader', async () => {
    const me = await quickUser(t.db);
    for (const q of ['', 'a', ' a ', '@b']) {
      const res = await find(me, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/at least 2 letters|Type a name/);
    }
    expect((await find(me, 'x'.repeat(61))).statusCode).toBe(400);
    expect((await find(null, 'pemba')).statusCode).toBe(401);
  });
});

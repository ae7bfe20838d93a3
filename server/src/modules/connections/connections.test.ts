import { ZConnectionsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { outbox, userConnections } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, V2 } from '../../test/requests.ts';
import { sendConnectionDigests } from './digest.ts';

type Person = Awaited<ReturnType<typeof quickUser>>;

const { post } = api(t);
const send = (from: Person, to: Person) => post('connection/send', { username: to.user.username }, from);
const list = async (who: Person, tab = 'connected') =>
  ZConnectionsResponse.parse(
    (await t.app.inject({ method: 'GET', url: `${V2}/connections?tab=${tab}`, headers: who.headers })).json(),
  ).data;
const names = async (who: Person, tab: string) =>
  (await list(who, tab)).connections.map((x) => x.person.username);

describe('connections', () => {
  it('asks, accepts, and both see each other as connected, with counts', async () => {
    const asha = await quickUser(t.db, { name: 'Asha Rai' });
    const bina = await quickUser(t.db, { name: 'Bina Lama' });
    const sent = await send(asha, bina);
    expect(sent.json()).toMatchObject({ data: { state: 'sent' }, message: 'Request sent' });
    expect(await names(asha, 'sent')).toEqual([bina.user.username]);
    const received = await list(bina, 'received');
    expect(received.counts).toEqual({ connected: 0, received: 1, sent: 0, hidden: 0, blocked: 0 });
    const id = received.connections[0].id;
    const accepted = await post(`connection/accept/${id}`, {}, bina);
    expect(accepted.json()).toMatchObject({ data: { state: 'connected' }, message: 'You are now connected' });
    expect(await names(asha, 'connected')).toEqual([bina.user.username]);
    expect(await names(bina, 'connected')).toEqual([asha.user.username]);
    // Twice is refused; removing ends it for both.
    expect((await send(asha, bina)).statusCode).toBe(409);
    expect((await send(bina, asha)).json().message).toBe('You are already connected with Asha Rai');
    const removed = await post('connection/remove', { username: `@${asha.user.username}` }, bina);
    expect(removed.json()).toMatchObject({ data: { state: 'none' } });
    expect(await names(asha, 'connected')).toEqual([]);
    expect((await post('connection/remove', { username: asha.user.username }, bina)).statusCode).toBe(404);
  });

  it('asking someone who already asked you connects you at once', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    await send(a, b);
    expect((await send(b, a)).json()).toMatchObject({ data: { state: 'connected' } });
  });

  it('refuses yourself, unknown people, and a second request while one waits', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db, { name: 'Bina Lama' });
    const self = await send(a, a);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot connect with yourself');
    const nobody = await post('connection/send', { username: 'no_such_person_here' }, a);
    expect(nobody.statusCode).toBe(404);
    await send(a, b);
    const again = await send(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already asked Bina Lama; the request is waiting for an answer',
    );
    expect((await post('connection/send', { username: '' }, a)).statusCode).toBe(400);
  });

  it('hides a request from the addressee’s list, while the requester still sees it as sent', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    await send(a, b);
    const [req] = (await list(b, 'received')).connections;
    expect((await post(`connection/hide/${req.id}`, {}, b)).json().data.state).toBe('hidden');
    expect(await names(b, 'received')).toEqual([]);
    expect(await names(b, 'hidden')).toEqual([a.user.username]);
    expect(await names(a, 'sent')).toEqual([b.user.username]);
    // Hidden is not refused: it can still be accepted later.
    expect((await post(`connection/accept/${req.id}`, {}, b)).json().data.state).toBe('connected');
  });

  it('a declined request may be asked again only after 30 days; a sent one can be withdrawn', async () => {
    freezeClock(new Date('2026-03-01T06:00:00Z'));
    const a = await quickUser(t.db);
    const b = await quickUser(t.db, { name: 'Bina Lama' });
    await send(a, b);
    const [req] = (await list(b, 'received')).connections;
    expect((await post(`connection/decline/${req.id}`, {}, b)).json().data.state).toBe('none');
    expect(await names(a, 'sent')).toEqual([]);
    const soon = await send(a, b);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(
      'Bina Lama did not accept your last request. You can ask again from Tue 31 Mar.',
    );
    // A month on (the decline moved back, so the sessions made today still hold).
    await t.db
      .update(userConnections)
      .set({ respondedAt: new Date('2026-01-29T06:00:00Z') })
      .where(eq(userConnections.id, req.id));
    const later = await send(a, b);
    expect(later.json().data.state).toBe('sent');
    const cancelled = await post(`connection/cancel/${later.json().data.connectionId}`, {}, a);
    expect(cancelled.json()).toMatchObject({ data: { state: 'none' }, message: 'Request withdrawn' });
    expect(await names(b, 'received')).toEqual([]);
  });

  it('answers 404 to anyone but the person whose turn it is', async () => {
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    const stranger = await quickUser(t.db);
    const { connectionId } = (await send(a, b)).json().data;
    for (const action of ['accept', 'decline', 'hide', 'cancel'])
      expect((await post(`connection/${action}/${connectionId}`, {}, stranger)).statusCode).toBe(404);
    // The requester cannot accept their own request, nor the addressee withdraw it.
    expect((await post(`connection/accept/${connectionId}`, {}, a)).statusCode).toBe(404);
    expect((await post(`connection/cancel/${connectionId}`, {}, b)).statusCode).toBe(404);
    await post(`connection/accept/${connectionId}`, {}, b);
    expect((await post(`connection/decline/${connectionId}`, {}, b)).statusCode).toBe(409);
    expect((await post('connection/accept/not-an-id', {}, a)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${V2}/connections` })).statusCode).toBe(401);
  });

  it('e-mails one digest a day of new requests, not a mail per request', async () => {
    const start = freezeClock(new Date('2026-03-01T06:00:00Z'));
    const b = await quickUser(t.db, { name: 'Bina Lama' });
    for (const name of ['Asha Rai', 'Chandra Thapa']) await send(await quickUser(t.db, { name }), b);
    const mails = () => t.db.select().from(outbox).where(eq(outbox.recipient, b.user.email));
    expect(await sendConnectionDigests({ db: t.db, publicUrl: 'https://upahar.example' })).toBe(1);
    const [mail] = await mails();
    expect(mail.subject).toBe('2 people want to connect with you on Upahar');
    expect(mail.text).toContain('- Asha Rai\n- Chandra Thapa');
    expect(mail.text).toContain('https://upahar.example/profile/connections?tab=received');
    // A new request the same day waits for tomorrow's digest.
    await send(await quickUser(t.db, { name: 'Dawa Sherpa' }), b);
    expect(await sendConnectionDigests({ db: t.db, publicUrl: 'x' })).toBe(0);
    freezeClock(new Date(start.getTime() + 25 * 3_600_000));
    expect(await sendConnectionDigests({ db: t.db, publicUrl: 'x' })).toBe(1);
    expect((await mails()).at(-1)?.subject).toBe('Dawa Sherpa wants to connect with you on Upahar');
  });
});

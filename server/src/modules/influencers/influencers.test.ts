import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { auditChanges, outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { application, applyAs, client, DASH, decideAs, V2 } from './test-kit.ts';

describe('influencers', () => {
  it('needs a token to apply, react or read your own profile', async () => {
    const reaction = { influencerId: '00000000-0000-4000-8000-000000000000', kind: 'love' };
    for (const [method, url, body] of [
      ['POST', `${V2}/register-as-influencer`, await application()],
      ['POST', `${V2}/reactions/add`, reaction],
      ['POST', `${V2}/reactions/delete`, reaction],
      ['GET', `${V2}/profile/influencer`],
    ] as const)
      expect((await client.request(method, url, body, {})).statusCode, url).toBe(401);
  });

  it('keeps one profile a person: re-posting edits the pending one, a handle is one person', async () => {
    const me = await quickUser(t.db);
    const id = await applyAs(me, { handle: 'first.handle' });
    const again = await client.post(
      `${V2}/register-as-influencer`,
      await application({ handle: 'second.handle' }),
      me.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.profile).toMatchObject({ id, handle: 'second.handle', status: 'pending' });
    const other = await quickUser(t.db);
    const taken = await client.post(
      `${V2}/register-as-influencer`,
      await application({ handle: 'second.handle' }),
      other.headers,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/handle is taken/);
  });

  it('refuses links that are not https or not of their platform, and empty link sets', async () => {
    const me = await quickUser(t.db);
    for (const links of [
      { instagram: 'http://instagram.com/x' },
      { instagram: 'https://evil.example/instagram.com' },
      { youtube: 'https://www.tiktok.com/@x' },
      {},
    ]) {
      const res = await client.post(`${V2}/register-as-influencer`, await application({ links }), me.headers);
      expect(res.statusCode, JSON.stringify(links)).toBe(400);
    }
  });

  it('is public only once approved; the owner sees their own pending profile; rejection lets them re-apply', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const stranger = await quickUser(t.db);
    const id = await applyAs(me);
    expect((await client.get(`${V2}/influencer/${id}`)).statusCode).toBe(404);
    expect((await client.get(`${V2}/influencer/${id}`, stranger.headers)).statusCode).toBe(404);
    const own = await client.get(`${V2}/influencer/${id}`, me.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'pending', isOwner: true });
    expect(
      (await client.get(`${V2}/influencers`)).json().data.influencers.map((i: { id: string }) => i.id),
    ).not.toContain(id);

    await decideAs(admin, id, 'rejected', 'Please add a link with more posts');
    expect((await client.get(`${V2}/influencer/${id}`)).statusCode).toBe(404);
    const mine = (await client.get(`${V2}/profile/influencer`, me.headers)).json().data.profile;
    expect(mine).toMatchObject({ status: 'rejected', adminNote: 'Please add a link with more posts' });
    expect(await applyAs(me)).toBe(id);
    expect((await client.get(`${V2}/profile/influencer`, me.headers)).json().data.profile).toMatchObject({
      status: 'pending',
      adminNote: null,
    });

    await decideAs(admin, id, 'approved');
    const page = await client.get(`${V2}/influencer/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id, status: 'approved', mine: [], isOwner: false });
    expect(
      (await client.get(`${V2}/influencers`)).json().data.influencers.map((i: { id: string }) => i.id),
    ).toContain(id);
    const approvedAgain = await client.post(`${V2}/register-as-influencer`, await application(), me.headers);
    expect(approvedAgain.statusCode).toBe(409);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your Upahar influencer application', 'You are now an Upahar influencer']),
    );
  });

  it('answers 404 for unknown ids and for reactions to non-approved influencers', async () => {
    const me = await quickUser(t.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(`${V2}/influencer/${unknown}`)).statusCode).toBe(404);
    const pending = await applyAs(await quickUser(t.db));
    for (const influencerId of [unknown, pending])
      expect(
        (await client.post(`${V2}/reactions/add`, { influencerId, kind: 'love' }, me.headers)).statusCode,
      ).toBe(404);
  });

  it('counts each kind once per reader; add and delete are idempotent', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const id = await applyAs(await quickUser(t.db));
    await decideAs(admin, id, 'approved');
    const a = await quickUser(t.db);
    const b = await quickUser(t.db);
    const add = (who: typeof a, kind: string) =>
      client.post(`${V2}/reactions/add`, { influencerId: id, kind }, who.headers);
    const del = (who: typeof a, kind: string) =>
      client.post(`${V2}/reactions/delete`, { influencerId: id, kind }, who.headers);
    await add(a, 'love');
    const twice = await add(a, 'love');
    expect(twice.json().data).toEqual({
      influencerId: id,
      reactions: { like: 0, love: 1, wow: 0 },
      mine: ['love'],
    });
    await add(a, 'wow');
    const third = await add(b, 'love');
    expect(third.json().data.reactions).toEqual({ like: 0, love: 2, wow: 1 });
    expect(third.json().data.mine).toEqual(['love']);
    expect((await client.get(`${V2}/influencer/${id}`, a.headers)).json().data).toMatchObject({
      mine: ['love', 'wow'],
      reactions: { like: 0, love: 2, wow: 1 },
    });
    await del(a, 'love');
    const again = await del(a, 'love');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ reactions: { like: 0, love: 1, wow: 1 }, mine: ['wow'] });
    expect((await del(a, 'like')).json().data.reactions).toEqual({ like: 0, love: 1, wow: 1 });
    const list = (await client.get(`${V2}/influencers`)).json().data.influencers;
    expect(list.find((i: { id: string }) => i.id === id).reactions).toEqual({ like: 0, love: 1, wow: 1 });
  });

  it('refuses an influencer’s reaction to their own profile, and counts nothing', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const id = await applyAs(me);
    await decideAs(admin, id, 'approved');
    for (const kind of ['like', 'love', 'wow']) {
      const res = await client.post(`${V2}/reactions/add`, { influencerId: id, kind }, me.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot react to your own profile.');
    }
    // Taking one back changes nothing and is not an error.
    const back = await client.post(`${V2}/reactions/delete`, { influencerId: id, kind: 'love' }, me.headers);
    expect(back.statusCode).toBe(200);
    const page = (await client.get(`${V2}/influencer/${id}`, me.headers)).json().data;
    expect(page).toMatchObject({ isOwner: true, mine: [], reactions: { like: 0, love: 0, wow: 0 } });
  });

  it('shows picks in order as product cards; the owner and admins replace them', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const id = await applyAs(me);
    await decideAs(admin, id, 'approved');
    const [p1, p2] = [
      await createProduct(t.db, { name: 'Red Velvet Cake' }),
      await createProduct(t.db, { name: 'Rose Bouquet' }),
    ];
    const saved = await client.put(
      `${V2}/profile/influencer/picks`,
      {
        picks: [
          { productId: p2.id, note: 'My favourite flowers' },
          { productId: p1.id, note: '' },
        ],
      },
      me.headers,
    );
    expect(saved.statusCode).toBe(200);
    const page = (await client.get(`${V2}/influencer/${id}`)).json().data;
    expect(
      page.picks.map((p: { product: { name: string }; note: string }) => [p.product.name, p.note]),
    ).toEqual([
      ['Rose Bouquet', 'My favourite flowers'],
      ['Red Velvet Cake', ''],
    ]);
    expect(page.picks[0].product).toMatchObject({ slug: p2.slug, price: expect.any(Number) });
    const byAdmin = await client.put(
      `${DASH}/influencers/${id}/picks`,
      {
        picks: [{ productId: p1.id, note: 'Rich' }],
      },
      admin.headers,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.picks.map((p: { note: string }) => p.note)).toEqual(['Rich']);
    const dup = await client.put(
      `${V2}/profile/influencer/picks`,
      {
        picks: [{ productId: p1.id }, { productId: p1.id }],
      },
      me.headers,
    );
    expect(dup.statusCode).toBe(400);
  });

  it('keeps the dashboard for admins: sellers and customers 403; decisions are audited', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const id = await applyAs(await quickUser(t.db));
    for (const who of [await quickUser(t.db, { role: 'seller' }), await quickUser(t.db)]) {
      for (const [method, url, body] of [
        ['GET', `${DASH}/influencers`],
        ['GET', `${DASH}/influencers/${id}`],
        ['POST', `${DASH}/influencers/${id}/decision`, { status: 'approved' }],
        ['PUT', `${DASH}/influencers/${id}/picks`, { picks: [] }],
      ] as const)
        expect(
          (await client.request(method, url, body, who.headers)).statusCode,
          `${who.user.role} ${url}`,
        ).toBe(403);
    }
    const noReason = await client.post(
      `${DASH}/influencers/${id}/decision`,
      {
        status: 'rejected',
      },
      admin.headers,
    );
    expect(noReason.statusCode).toBe(400);
    const list = (await client.get(`${DASH}/influencers?status=pending`, admin.headers)).json().data
      .influencers;
    expect(list.map((i: { id: string }) => i.id)).toContain(id);
    await decideAs(admin, id, 'approved');
    const changes = await t.db.select().from(auditChanges).where(eq(auditChanges.entity, 'influencer'));
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      [
        { status: 'pending', adminNote: null },
        { status: 'approved', adminNote: null },
      ],
    ]);
  });
});

import { ZPublicProfileResponse, ZPublicSettingsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createAnswer, createProduct, createQuestion, createReview } from '../../db/factories/index.ts';
import { media, productReviews, storeFollows } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api, V2 } from '../../test/requests.ts';

const { get } = api(t);

describe('public profiles', () => {
  it('shows name, picture, bio, city, visible reviews and answers; never e-mail, phone or address', async () => {
    const me = await quickUser(t.db, {
      name: 'Aarati Gurung',
      username: 'aarati_g',
      bio: 'I bake on Saturdays.',
      phone: '9841234567',
      address: 'Blue gate, Baneshwor',
    });
    const other = await quickUser(t.db);
    const cake = await createProduct(t.db, { name: 'Black Forest Cake' });
    const gone = await createProduct(t.db, { isActive: false });
    await createReview(t.db, {
      productId: cake.id,
      userId: me.user.id,
      title: 'Lovely',
      body: 'Soft and fresh.',
    });
    const hidden = await createReview(t.db, { productId: gone.id, userId: me.user.id });
    await t.db.update(productReviews).set({ hiddenAt: new Date() }).where(eq(productReviews.id, hidden.id));
    const q = await createQuestion(t.db, {
      productId: cake.id,
      userId: other.user.id,
      body: 'Is it eggless?',
    });
    await createAnswer(t.db, { questionId: q.id, userId: me.user.id, body: 'Ask for the eggless sponge.' });

    await t.db.insert(storeFollows).values({ userId: me.user.id, storeId: cake.storeId });
    const res = await get('user/@Aarati_G');
    expect(res.statusCode, res.payload).toBe(200);
    const profile = ZPublicProfileResponse.parse(res.json()).data;
    expect(profile).toMatchObject({ username: 'aarati_g', bio: 'I bake on Saturdays.', connectionCount: 0 });
    expect(profile.reviews?.map((r) => r.product.slug)).toEqual([cake.slug]);
    expect(profile.follows).toHaveLength(1);
    expect(profile.answers).toEqual([
      expect.objectContaining({ question: 'Is it eggless?', body: 'Ask for the eggless sponge.' }),
    ]);
    for (const secret of [me.user.email, '9841234567', 'Blue gate'])
      expect(res.payload).not.toContain(secret);
    expect((await get('user/no_such_person_here')).statusCode).toBe(404);
  });

  it('lets the owner choose what is shown, and keeps a city', async () => {
    const me = await quickUser(t.db, { username: 'bina_l', bio: 'Florist.' });
    const saved = await t.app.inject({
      method: 'POST',
      url: `${V2}/profile/public`,
      headers: me.headers,
      payload: { city: ' Lalitpur ', shown: { bio: false, reviews: false } },
    });
    expect(ZPublicSettingsResponse.parse(saved.json()).data).toMatchObject({
      city: 'Lalitpur',
      shown: { bio: false, reviews: false, city: true, answers: true },
    });
    const profile = (await get('user/bina_l')).json().data;
    expect(profile).toMatchObject({ bio: null, reviews: null, city: 'Lalitpur', shown: { bio: false } });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${V2}/profile/public`,
      headers: me.headers,
      payload: { shown: { email: true } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${V2}/profile/public` })).statusCode).toBe(401);
  });

  it('takes a picture, squares it, replaces the old one and removes it', async () => {
    const me = await quickUser(t.db, { username: 'chandra_t' });
    const send = async (bytes: Buffer) => {
      const body = multipart({}, { name: 'me.png', type: 'image/png', bytes });
      return t.app.inject({
        method: 'POST',
        url: `${V2}/profile/avatar`,
        headers: { ...me.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const first = (await send(await png(600, 300))).json().data;
    expect(first).toMatchObject({
      width: 320,
      height: 320,
      url: expect.stringMatching(/^\/media\/avatars\//),
    });
    const second = (await send(await png(100, 100))).json().data;
    expect((await get('user/chandra_t')).json().data.avatar).toBe(second.url);
    expect(await t.db.select().from(media).where(eq(media.path, first.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    const notImage = await send(Buffer.from('hello, not a picture'));
    expect(notImage.statusCode).toBe(415);
    const removed = await t.app.inject({
      method: 'POST',
      url: `${V2}/profile/avatar/delete`,
      headers: me.headers,
    });
    expect(removed.json().data.avatar).toBeNull();
    expect(await t.db.select().from(media).where(eq(media.path, second.id))).toEqual([]);
  });

  it('counts connections and tells a signed-in visitor where they stand', async () => {
    const a = await quickUser(t.db, { username: 'dawa_s' });
    const b = await quickUser(t.db);
    const none = await get('connection/with/dawa_s', b.headers);
    expect(none.json().data).toEqual({ state: 'none', connectionId: null });
    await t.app.inject({
      method: 'POST',
      url: `${V2}/connection/send`,
      headers: b.headers,
      payload: { username: 'dawa_s' },
    });
    expect((await get('connection/with/dawa_s', b.headers)).json().data.state).toBe('sent');
    expect((await get(`connection/with/${b.user.username}`, a.headers)).json().data.state).toBe('received');
    expect((await get('connection/with/dawa_s')).statusCode).toBe(401);
  });
});

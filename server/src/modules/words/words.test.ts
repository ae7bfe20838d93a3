import { ZRefusedWordsResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { checkoutFixture } from '../../db/factories/checkout.ts';
import { refusedWords } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { findRefused, normalizeEntry } from './match.ts';
import { checkMessageWords } from './service.ts';

// Messages written on cakes and gift cards pass the refused-words list that admins keep.

const shop = api(t);
const desk = api(t, { base: DASHBOARD });

const entries = ['idiot', 'ass', 'मूर्ख', 'kill you'].map((w) => ({ w, words: normalizeEntry(w).split(' ') }));
const hit = (text: string) => findRefused(text, entries)?.w ?? null;

describe('matching', () => {
  it('is case-insensitive and whole-word', () => {
    expect(hit('Happy birthday, IDIOT!')).toBe('idiot');
    expect(hit('Idiotically happy')).toBeNull();
    expect(hit('First class at Assam')).toBeNull();
    expect(hit('as ever, love')).toBeNull();
  });

  it('works for Devanagari, whatever the Unicode form', () => {
    expect(hit('जन्मदिनको शुभकामना मूर्ख')).toBe('मूर्ख');
    expect(hit('जन्मदिनको शुभकामना मूर्ख!'.normalize('NFD'))).toBe('मूर्ख');
    expect(hit('शुभकामना')).toBeNull();
  });

  it('sees through repeated letters and letters written apart', () => {
    expect(hit('you iddiooot')).toBe('idiot');
    expect(hit('i d i o t')).toBe('idiot');
    expect(hit('I.D.I.O.T')).toBe('idiot');
    expect(hit('i-d-i-o-t again')).toBe('idiot');
    expect(hit('a b c')).toBeNull();
  });

  it('matches phrases word by word', () => {
    expect(hit('I will KILL   you')).toBe('kill you');
    expect(hit('kill the lights, you')).toBeNull();
  });
});

describe('the check', () => {
  it('throws a 400 naming the word and the reason under the field', async () => {
    await t.db.insert(refusedWords).values({
      word: 'Idiot',
      normalized: 'idiot',
      reason: 'offensive language',
      reasonNe: 'अपमानजनक भाषा',
    });
    await expect(
      checkMessageWords({ db: t.db, text: 'Happy day', field: 'message' }),
    ).resolves.toBeUndefined();
    await expect(
      checkMessageWords({ db: t.db, text: 'hi idiot', field: 'giftMessage', on: 'card' }),
    ).rejects.toMatchObject({
      status: 400,
      message: "‘Idiot’ can't be written on a gift card: offensive language",
      errors: { giftMessage: ["‘Idiot’ can't be written on a gift card: offensive language"] },
    });
  });

  it('refuses a cake message at add-to-cart with a field error, and forgets a deleted word at once', async () => {
    const fx = await checkoutFixture(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const created = await desk.post(
      'refused-words',
      { word: 'Meanie', reason: 'unkind words', reasonNe: 'नराम्रो शब्द' },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.word.id as number;
    const add = () =>
      shop.post('add-to-cart', { productId: fx.cake.id, message: 'Happy birthday M e a n i e' }, me);

    const refused = await add();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "‘Meanie’ can't be written on a cake: unkind words",
      errors: { message: ["‘Meanie’ can't be written on a cake: unkind words"] },
    });
    const nepali = await shop.request(
      'POST',
      'add-to-cart',
      { productId: fx.cake.id, message: 'meanie' },
      {
        headers: { ...me.headers, 'accept-language': 'ne' },
      },
    );
    expect(nepali.json().message).toBe('‘Meanie’ केकमा लेख्न मिल्दैन: नराम्रो शब्द');

    // Changed: the new reason is used at once (the cached list was dropped).
    const changed = await desk.put(
      `refused-words/${id}`,
      { word: 'meanie', reason: 'rude', reasonNe: 'असभ्य' },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await add()).json().message).toBe("‘meanie’ can't be written on a cake: rude");

    expect((await desk.del(`refused-words/${id}`, admin)).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
  });
});

describe('the admins’ list', () => {
  it('is kept by admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await desk.get('refused-words', seller)).statusCode).toBe(403);
    expect((await desk.get('refused-words')).statusCode).toBe(401);
  });

  it('lists, refuses a duplicate (whatever its capitals) with 409 and answers 404 for a missing one', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const body = { word: 'Dumbo', reason: 'insult', reasonNe: 'अपमान' };
    expect((await desk.post('refused-words', body, admin)).statusCode).toBe(201);
    const again = await desk.post('refused-words', { ...body, word: 'DUMBO' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.word).toEqual(['This word is already refused']);
    const empty = await desk.post('refused-words', { ...body, word: '...' }, admin);
    expect(empty.statusCode).toBe(400);
    const words = ZRefusedWordsResponse.parse((await desk.get('refused-words', admin)).json()).data.words;
    expect(words.map((w) => w.word)).toContain('Dumbo');
    expect((await desk.put('refused-words/999999', body, admin)).statusCode).toBe(404);
    expect((await desk.del('refused-words/999999', admin)).statusCode).toBe(404);
  });
});

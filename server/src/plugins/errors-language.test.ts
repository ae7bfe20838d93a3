import { randomUUID } from 'node:crypto';
import { ZErrorResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { it, t } from '../test/fixtures.ts';
import { quickUser } from '../test/login-as.ts';

// An API refusal is written in the request's language: Nepali when Accept-Language asks for it,
// English otherwise, whether it comes from a schema, a missing row or a service's own check.

const NEPALI = { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const messageOf = (res: { json(): unknown }) => ZErrorResponse.parse(res.json()).message;

describe('error messages in the request’s language', () => {
  it('words a refused field in Nepali or English', async () => {
    const me = await quickUser(t.db);
    const send = (language: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/register-as-influencer',
        headers: { ...me.headers, ...language },
        payload: {
          handle: 'sita',
          bio: 'I bake and post about cakes every week.',
          followers: {},
          categoryIds: [1],
        },
      });
    const english = await send(ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(messageOf(english)).toBe('Links must be filled in.');
    const nepali = await send(NEPALI);
    expect(nepali.statusCode).toBe(400);
    expect(messageOf(nepali)).toBe('‘links’ भर्नुपर्छ।');
    expect(ZErrorResponse.parse(nepali.json()).errors).toEqual({ links: ['‘links’ भर्नुपर्छ।'] });
  });

  it('words a schema’s own rule in the language of each request, not of the first one', async () => {
    const me = await quickUser(t.db);
    const address = (language: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/add-shipping-address',
        headers: { ...me.headers, ...language },
        payload: {
          deliveryLocationId: 0,
          alias: 'Home',
          receiverName: 'Ram Thapa',
          phoneNumber: '9841234567',
        },
      });
    // Nepali first: a message built once would now be Nepali for everyone, or English for everyone.
    const nepali = await address(NEPALI);
    expect(nepali.statusCode).toBe(400);
    expect(messageOf(nepali)).toBe('डेलिभरी स्थान रोज्नुहोस्');
    expect(messageOf(await address(ENGLISH))).toBe('Choose a delivery location');
    expect(messageOf(await address({}))).toBe('Choose a delivery location');

    const signUp = (language: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/user-signup',
        headers: language,
        payload: {
          name: 'Sita Sharma',
          username: 'sita_sharma',
          email: 'sita@example.com',
          password: 'a-long-password-1',
          confirmPassword: 'another-password-2',
        },
      });
    const english = await signUp(ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(ZErrorResponse.parse(english.json()).errors).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    const nepaliSignUp = await signUp(NEPALI);
    expect(ZErrorResponse.parse(nepaliSignUp.json()).errors).toEqual({ confirmPassword: ['पासवर्डहरू मिलेनन्'] });

    // A refusal shared by several fields (a phone number) follows the request too.
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/V2/add-shipping-address',
      headers: { ...me.headers, ...NEPALI },
      payload: { deliveryLocationId: 1, alias: 'Home', receiverName: 'Ram Thapa', phoneNumber: 'call me' },
    });
    expect(ZErrorResponse.parse(phone.json()).errors?.phoneNumber?.[0]).toMatch(/^नेपाली फोन नम्बर/);
  });

  it('says what was not found in Nepali or English', async () => {
    const me = await quickUser(t.db);
    const url = `/api/V2/order-detail?orderId=${randomUUID()}`;
    const english = await t.app.inject({ url, headers: { ...me.headers, ...ENGLISH } });
    expect(english.statusCode).toBe(404);
    expect(messageOf(english)).toBe('The order was not found');
    const nepali = await t.app.inject({ url, headers: { ...me.headers, ...NEPALI } });
    expect(nepali.statusCode).toBe(404);
    expect(messageOf(nepali)).toBe('अर्डर भेटिएन');
    // No Accept-Language at all: English.
    expect(messageOf(await t.app.inject({ url, headers: me.headers }))).toBe('The order was not found');
  });

  it('gives a service’s refusal after the body is read in Nepali or English', async () => {
    const user = await createUser(t.db, { password: 'right-password-1' });
    const send = (language: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/login/user',
        headers: language,
        payload: { email: user.email, password: 'wrong-password-1' },
      });
    const english = await send(ENGLISH);
    expect(english.statusCode).toBe(401);
    expect(messageOf(english)).toBe('Incorrect e-mail or password');
    const nepali = await send(NEPALI);
    expect(nepali.statusCode).toBe(401);
    expect(messageOf(nepali)).toBe('इमेल वा पासवर्ड मिलेन');
  });

  it('answers an unknown endpoint and a malformed address in Nepali', async () => {
    const missing = await t.app.inject({ url: '/api/V2/no-such-thing', headers: NEPALI });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('GET /api/V2/no-such-thing भन्ने endpoint छैन');
    const bad = await t.app.inject({ url: '/api/V2/product/%ED%A0%80', headers: NEPALI });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('ठेगाना (URL) मान्य छैन');
  });
});

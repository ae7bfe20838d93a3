import { describe, expect } from 'vitest';
import { it } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

describe('a shop with no sign-in provider configured', () => {
  it('says so, and every provider endpoint answers 404 in words', async ({ t }) => {
    expect((await api(t).get('login/providers')).json().data).toEqual({ google: false, facebook: false });
    for (const [provider, name] of [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
    ]) {
      for (const res of [
        await api(t).get(`login/${provider}/start`),
        await api(t).post(`login/${provider}`, { code: 'code', state: 'state' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(`Signing in with ${name} is not offered by this shop.`);
      }
    }
  });
});

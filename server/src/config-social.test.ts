import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('sign-in providers in the configuration', () => {
  it('offers none by default', () => {
    expect(loadConfig({}).social).toEqual({ google: null, facebook: null });
  });

  it('offers a provider only with both its id and its secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).social.google).toBeNull();
    expect(loadConfig({ FACEBOOK_APP_SECRET: 'secret' }).social.facebook).toBeNull();
    const both = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'fb',
    }).social;
    expect(both.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(both.facebook).toEqual({
      appId: '42',
      appSecret: 'fb',
      graphUrl: 'https://graph.facebook.com/v19.0',
      dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    });
  });

  it('takes another issuer and Graph address, and refuses one that is no URL', () => {
    const social = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:8080/',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'fb',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9090/',
    }).social;
    expect(social.google?.issuer).toBe('http://127.0.0.1:8080');
    expect(social.facebook?.graphUrl).toBe('http://127.0.0.1:9090');
    expect(() => loadConfig({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });
});

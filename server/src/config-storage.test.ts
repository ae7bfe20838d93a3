import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const all = {
  S3_BUCKET: 'upahar-files',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('object storage in the configuration', () => {
  it('keeps files in the database by default', () => {
    expect(loadConfig({}).bucket).toBeNull();
    // Empty variables are unset, as everywhere in the configuration.
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: '' }).bucket).toBeNull();
  });

  it('uses a bucket given all four required settings, with an endpoint and a CDN when named', () => {
    expect(loadConfig(all).bucket).toEqual({
      bucket: 'upahar-files',
      region: 'auto',
      endpoint: null,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: null,
    });
    const minio = loadConfig({
      ...all,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    }).bucket;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({ ...all, S3_FORCE_PATH_STYLE: 'on' }).bucket?.forcePathStyle).toBe(true);
  });

  it('refuses to start half configured, in one sentence naming what is missing', () => {
    const half = () => loadConfig({ S3_BUCKET: 'upahar-files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(half).toThrow(ConfigError);
    expect(half).toThrow(
      'Object storage is half configured: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together, so set S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too, or remove S3_BUCKET and S3_ENDPOINT to keep files in the database.',
    );
    const { S3_SECRET_ACCESS_KEY: _, ...noSecret } = all;
    expect(() => loadConfig(noSecret)).toThrow(/so set S3_SECRET_ACCESS_KEY too,/);
    // An optional setting alone is half a configuration too.
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/half configured/);
  });

  it('refuses an endpoint or a public address that is no URL', () => {
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be an http:// or https:// address',
    );
    expect(() => loadConfig({ ...all, S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
  });
});

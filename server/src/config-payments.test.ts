import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { ESEWA_LIVE, ESEWA_SANDBOX } from './config-payments.ts';

const payments = (env: NodeJS.ProcessEnv) => loadConfig(env).payments;
const merchant = { ESEWA_PRODUCT_CODE: 'NP-ES-UPAHAR', ESEWA_SECRET_KEY: 'a-real-merchant-secret' };

describe('eSewa', () => {
  test("outside production, eSewa's public test merchant on its test servers, marked as such", () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(payments({ NODE_ENV }).esewa).toEqual({
        productCode: 'EPAYTEST',
        secretKey: '8gBm/:&EnhH.1/q',
        formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
        sandbox: true,
      });
    }
  });

  test('ESEWA_SANDBOX=off leaves eSewa out, for a shop working without the internet', () => {
    expect(payments({ ESEWA_SANDBOX: 'off' }).esewa).toBeNull();
  });

  test("a merchant's own code and secret go to eSewa's live servers, in production too", () => {
    expect(payments(merchant).esewa).toEqual({
      productCode: 'NP-ES-UPAHAR',
      secretKey: 'a-real-merchant-secret',
      formUrl: ESEWA_LIVE.formUrl,
      statusUrl: ESEWA_LIVE.statusUrl,
      sandbox: false,
    });
    expect(payments({ ...merchant, NODE_ENV: 'production' }).esewa).toMatchObject({
      formUrl: ESEWA_LIVE.formUrl,
      sandbox: false,
    });
    const moved = {
      ESEWA_FORM_URL: 'https://pay.example/form',
      ESEWA_STATUS_URL: 'https://pay.example/status',
    };
    expect(payments({ ...merchant, ...moved }).esewa).toMatchObject({
      formUrl: 'https://pay.example/form',
      statusUrl: 'https://pay.example/status',
    });
  });

  test('production offers eSewa only with real credentials, never the public test ones', () => {
    expect(payments({ NODE_ENV: 'production' }).esewa).toBeNull();
    const sandboxKeys = {
      NODE_ENV: 'production',
      ESEWA_PRODUCT_CODE: ESEWA_SANDBOX.productCode,
      ESEWA_SECRET_KEY: ESEWA_SANDBOX.secretKey,
    };
    expect(() => loadConfig(sandboxKeys)).toThrow(
      /ESEWA_PRODUCT_CODE: EPAYTEST and its key are eSewa’s public/,
    );
    expect(() => loadConfig({ ...sandboxKeys, ESEWA_PRODUCT_CODE: 'NP-ES-UPAHAR' })).toThrow(
      /public test merchant/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ESEWA_SANDBOX: 'on' })).toThrow(/ESEWA_SANDBOX/);
  });

  test('a code without its secret (or the other way round) is refused, not silently ignored', () => {
    expect(() => loadConfig({ ESEWA_PRODUCT_CODE: 'NP-ES-UPAHAR' })).toThrow(/ESEWA_SECRET_KEY: set both/);
    expect(() => loadConfig({ ESEWA_SECRET_KEY: 'x' })).toThrow(/ESEWA_PRODUCT_CODE: set both/);
  });
});

describe('the pretend test gateway', () => {
  test('is on in tests only, unless TEST_GATEWAY says otherwise', () => {
    expect(payments({ NODE_ENV: 'test' }).testGateway).toBe(true);
    expect(payments({ NODE_ENV: 'development' }).testGateway).toBe(false);
    expect(payments({ NODE_ENV: 'production' }).testGateway).toBe(false);
    expect(payments({ NODE_ENV: 'development', TEST_GATEWAY: 'on' }).testGateway).toBe(true);
    expect(payments({ NODE_ENV: 'test', TEST_GATEWAY: 'off' }).testGateway).toBe(false);
  });
});

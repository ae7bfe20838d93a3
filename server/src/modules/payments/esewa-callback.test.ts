import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ESEWA_SANDBOX } from '../../config-payments.ts';
import { esewaForm } from './esewa.ts';
import { flatJsonMembers, verifyEsewaCallback } from './esewa-callback.ts';

// Checked against the examples eSewa publishes for its test merchant (EPAYTEST and its secret):
// if these pass, the key and the signing are the ones eSewa's servers use.
const esewa = { ...ESEWA_SANDBOX, sandbox: true };
const NAMES = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** eSewa's documented success answer, with total_amount written as given (number or text). */
const documented = (amount: string) =>
  `{"transaction_code":"000AWEO","status":"COMPLETE","total_amount":${amount},` +
  `"transaction_uuid":"250610-162413","product_code":"EPAYTEST","signed_field_names":"${NAMES}",` +
  `"signature":"62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA="}`;

/** A callback signed with `key` over `fields` in NAMES order. */
function signed(fields: Record<string, string>, key: string = esewa.secretKey) {
  const all: Record<string, string> = { signed_field_names: NAMES, ...fields };
  const message = NAMES.split(',')
    .map((n) => `${n}=${all[n]}`)
    .join(',');
  const signature = createHmac('sha256', key).update(message).digest('base64');
  return b64(JSON.stringify({ ...all, signature }));
}
const genuine = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1650.0',
  transaction_uuid: 'a1b2c3',
  product_code: 'EPAYTEST',
};

describe('the form posted to eSewa', () => {
  test("is signed as eSewa's published example: total_amount, transaction_uuid, product_code", () => {
    const form = esewaForm({
      esewa,
      publicUrl: 'https://shop.example.np',
      reference: '241028',
      amountPaisa: 11_000,
      paymentId: 'p1',
    });
    expect(form).toMatchObject({ action: 'post', url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form' });
    expect(form.fields).toEqual({
      amount: '110',
      tax_amount: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'https://shop.example.np/api/V2/payments/esewa/return',
      failure_url: 'https://shop.example.np/api/V2/payments/esewa/return?result=failure&ref=241028',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    });
  });
});

describe("eSewa's signed callback", () => {
  test("verifies eSewa's documented answer, with the amount as a JSON number or as text", () => {
    for (const amount of ['1000.0', '"1000.0"']) {
      expect(verifyEsewaCallback(esewa, b64(documented(amount)))).toEqual({
        transactionUuid: '250610-162413',
        status: 'COMPLETE',
        amountPaisa: 100_000,
        transactionCode: '000AWEO',
      });
    }
  });

  test('signs the amount as written: the same answer with 1000 instead of 1000.0 is refused', () => {
    expect(verifyEsewaCallback(esewa, b64(documented('1000')))).toBeNull();
    expect(verifyEsewaCallback(esewa, b64(documented('"1,000.0"')))).toBeNull();
  });

  test('refuses a changed value, another key, another product or an unsigned amount', () => {
    expect(verifyEsewaCallback(esewa, signed(genuine))).toMatchObject({ amountPaisa: 165_000 });
    const changed = JSON.parse(Buffer.from(signed(genuine), 'base64').toString());
    changed.total_amount = '16.5';
    expect(verifyEsewaCallback(esewa, b64(JSON.stringify(changed)))).toBeNull();
    expect(verifyEsewaCallback(esewa, signed(genuine, 'another-merchants-key'))).toBeNull();
    expect(verifyEsewaCallback(esewa, signed({ ...genuine, product_code: 'OTHERSHOP' }))).toBeNull();
    const unsignedAmount = JSON.parse(Buffer.from(signed(genuine), 'base64').toString());
    unsignedAmount.signed_field_names = 'transaction_code,status,transaction_uuid,product_code';
    expect(verifyEsewaCallback(esewa, b64(JSON.stringify(unsignedAmount)))).toBeNull();
  });

  test('takes data whose "+" a query string turned into a space', () => {
    // Base64 of plain ASCII has a "+" only where a "~" or ">" ends a group of three bytes.
    const codes = ['~', 'A~', 'AB~'].map((code) => signed({ ...genuine, transaction_code: code }));
    const data = codes.find((d) => d.includes('+')) ?? '';
    expect(data).toContain('+');
    expect(verifyEsewaCallback(esewa, data.replaceAll('+', ' '))).toMatchObject({ status: 'COMPLETE' });
  });

  test('refuses what is not base64 JSON of one flat object', () => {
    for (const junk of ['', 'not base64 at all', b64('[1,2]'), b64('{"a":{"b":1}}'), b64('{"a":1,"a":2}')])
      expect(verifyEsewaCallback(esewa, junk)).toBeNull();
  });
});

describe('flatJsonMembers', () => {
  test('keeps numbers as written and decodes strings', () => {
    const members = flatJsonMembers(' { "a" : 1000.0 , "b":"x\\"y\\u00e9", "c":-2e3, "d":null } ');
    expect(Object.fromEntries(members ?? [])).toEqual({ a: '1000.0', b: 'x"yé', c: '-2e3', d: 'null' });
    expect(flatJsonMembers('{}')?.size).toBe(0);
  });

  test('refuses broken or nested JSON and repeated names', () => {
    for (const text of [
      '{',
      '{"a":}',
      '{"a":1,}',
      '{"a":1} x',
      '{"a":[1]}',
      '{"a":01}',
      '{"a":1,"a":1}',
      '{"a":"x\ny"}',
    ])
      expect(flatJsonMembers(text), text).toBeNull();
  });
});

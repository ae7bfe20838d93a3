import { describe, expect } from 'vitest';
import { freezeClock } from '../../test/clock.ts';
import { it, testWith } from '../../test/fixtures.ts';
import { askCode, checkCode, newNumber, textedCode, textsTo, userWithPhone } from './phone-test-kit.ts';

// Every code is a text that costs money and lands on someone's phone: one a minute and five an
// hour per number, wherever the requests come from, and the same for numbers with and without
// an account, so the limits tell nothing either.
const limited = testWith({ rateLimit: true });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('codes per number', () => {
  it('sends another code only 60 s after the last, and then only the new one works', async ({ t }) => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const phone = newNumber();
    await userWithPhone(t, phone);
    await askCode(t, phone);
    const first = await textedCode(t, phone);

    freezeClock(new Date(start.getTime() + 45 * SECOND));
    const early = await askCode(t, phone, '203.0.113.9');
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(
      'A code was sent to this number a moment ago. Please wait 15 seconds before asking for another.',
    );
    expect(early.headers['retry-after']).toBe('15');
    expect(await textsTo(t, phone)).toHaveLength(1);

    freezeClock(new Date(start.getTime() + 60 * SECOND));
    expect((await askCode(t, phone)).statusCode).toBe(200);
    const second = await textedCode(t, phone);
    if (first !== second) {
      const old = await checkCode(t, { phone, code: first });
      expect(old.json().message).toBe('That code is not right. 4 tries left.');
    }
    expect((await checkCode(t, { phone, code: second })).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to a number, and says how long to wait', async ({ t }) => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const phone = newNumber();
    for (let i = 0; i < 5; i++) {
      freezeClock(new Date(start.getTime() + i * 2 * MINUTE));
      expect((await askCode(t, phone, `203.0.113.${i}`)).statusCode).toBe(200);
    }
    freezeClock(new Date(start.getTime() + 12 * MINUTE));
    const refused = await askCode(t, phone, '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many codes were sent to this number. Please wait 48 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBe(48 * 60);
    expect(await textsTo(t, phone)).toHaveLength(5);

    freezeClock(new Date(start.getTime() + 60 * MINUTE + SECOND));
    expect((await askCode(t, phone)).statusCode).toBe(200);
  });

  it('answers a number without an account exactly as one with an account', async ({ t }) => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const known = newNumber();
    await userWithPhone(t, known);
    const answers = async (phone: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        freezeClock(new Date(start.getTime() + i * 61 * SECOND));
        for (const tries of [0, 1]) {
          const res = await askCode(t, phone, `198.51.100.${i * 2 + tries}`);
          const body = JSON.stringify(res.json()).replaceAll(phone, 'NUMBER');
          seen.push(`${res.statusCode} ${res.headers['retry-after'] ?? ''} ${body}`);
        }
      }
      return seen;
    };
    const fromKnown = await answers(known);
    expect(await answers(newNumber())).toEqual(fromKnown);
    expect(fromKnown.at(-1)).toMatch(/^429 \d+ .*Too many codes were sent to this number/);
  });
});

describe('per client address', () => {
  limited(
    'lets 20 code requests an address through in 5 minutes, for numbers of many people',
    async ({ t }) => {
      const codes = [];
      for (let i = 0; i < 21; i++) codes.push((await askCode(t, newNumber(), '27.34.0.1')).statusCode);
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(codes[20]).toBe(429);
    },
  );
});

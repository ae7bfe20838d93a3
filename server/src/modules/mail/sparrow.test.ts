import { describe, expect, it } from 'vitest';
import { SPARROW_SMS_URL, sparrowSender } from './sparrow.ts';

type Call = { url: string; init: RequestInit };

const fakeFetch = (status: number, answer: unknown) => {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
};

const message = { to: '9841234567', subject: 'SMS', text: '123456 is your Upahar sign-in code.' };

describe('Sparrow SMS sender', () => {
  it('posts the token, sender identity, number and text as a form', async () => {
    const { calls, fetch } = fakeFetch(200, { count: 1, response_code: 200, response: '1 mesages queued' });
    await sparrowSender({ token: 'v2_secret', from: 'Upahar', fetch })(message);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(SPARROW_SMS_URL);
    expect(SPARROW_SMS_URL).toBe('https://api.sparrowsms.com/v2/sms/');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(calls[0].init.body)))).toEqual({
      token: 'v2_secret',
      from: 'Upahar',
      to: '9841234567',
      text: '123456 is your Upahar sign-in code.',
    });
  });

  it('throws when Sparrow refuses, so the outbox tries again later', async () => {
    const { fetch } = fakeFetch(403, { response_code: 1002, response: 'Invalid Token' });
    await expect(sparrowSender({ token: 'bad', from: 'Upahar', fetch })(message)).rejects.toThrow(
      'Sparrow SMS refused the message (HTTP 403): Invalid Token',
    );
  });

  it('throws on an answer that is not Sparrow JSON', async () => {
    const fetch = async () => new Response('<html>gateway down</html>', { status: 502 });
    await expect(sparrowSender({ token: 't', from: 'Upahar', fetch })(message)).rejects.toThrow(
      'Sparrow SMS refused the message (HTTP 502): no answer',
    );
  });
});

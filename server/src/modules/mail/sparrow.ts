import type { Sender } from './outbox.ts';

export const SPARROW_SMS_URL = 'https://api.sparrowsms.com/v2/sms/';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The form Sparrow SMS expects: the account's token, its approved sender identity, number, text. */
function sparrowRequest(opts: { token: string; from: string; to: string; text: string }): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: opts.token,
      from: opts.from,
      to: opts.to,
      text: opts.text,
    }).toString(),
    // A gateway that hangs must not hold the sender past its claim: the message is tried again later.
    signal: AbortSignal.timeout(15_000),
  };
}

/**
 * Sends a text through Sparrow SMS. It answers JSON with `response_code` 200 when the message is
 * queued for delivery; anything else (a bad token, no credit, a refused number) throws, so the
 * outbox marks the message failed and tries again, for up to a day.
 */
export function sparrowSender(opts: { token: string; from: string; fetch?: Fetch }): Sender {
  const send = opts.fetch ?? fetch;
  return async (message) => {
    const res = await send(
      SPARROW_SMS_URL,
      sparrowRequest({ token: opts.token, from: opts.from, to: message.to, text: message.text }),
    );
    const body = (await res.json().catch(() => null)) as { response_code?: number; response?: string } | null;
    if (!res.ok || body?.response_code !== 200) {
      throw new Error(
        `Sparrow SMS refused the message (HTTP ${res.status}): ${body?.response ?? 'no answer'}`,
      );
    }
  };
}

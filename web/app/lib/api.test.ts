import { getReviews } from '@upahar/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { type ApiTransport, callEndpoint } from './api';

// Tests run with the answer check on, as a development build does. The browser's build keeps only
// each endpoint's id, surface, method and address (build-tools/light-endpoints.ts), whatever the
// mode: the check must use the schema where the endpoint has one and step aside where it has not.

const answering =
  (body: unknown): ApiTransport =>
  async () => ({ status: 200, body });

describe('the answer check', () => {
  it('passes an answer through an endpoint that carries no schema, as the browser build has it', async () => {
    const light = {
      id: getReviews.id,
      surface: getReviews.surface,
      method: getReviews.method,
      path: getReviews.path,
    };
    const answer = await callEndpoint(
      answering({ status: 'success', data: { anything: 1 } }),
      light as never,
      {
        query: { productId: 'p' },
      } as never,
    );
    expect(answer.data).toEqual({ anything: 1 });
  });

  it('refuses an answer that does not match the schema the endpoint carries', async () => {
    await expect(
      callEndpoint(answering({ status: 'success', data: { anything: 1 } }), getReviews, {
        query: { productId: 'p' },
      } as never),
    ).rejects.toThrow(/does not match its contract/);
  });
});

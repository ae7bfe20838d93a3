import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api';
import { serverMessageOr } from './server-message';

describe('serverMessageOr', () => {
  it("shows the server's own message", () => {
    expect(serverMessageOr(new ApiError('This e-mail address is already registered', 422))).toBe(
      'This e-mail address is already registered',
    );
  });

  it.each([
    new ApiError('request failed with status code 502', 502),
    new ApiError('Network Error', 0),
    new ApiError('timeout of 60000ms exceeded', 0),
    new Error('boom'),
    'string',
  ])('falls back to the generic text for %s', (e) => {
    expect(serverMessageOr(e)).toBe('An unexpected error occurred.');
  });
});

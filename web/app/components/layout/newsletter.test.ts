import { TEXT, ZSubscribeNewsletterBody } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { newsletterFailure } from './newsletter';

// The form checks the address with the contract's schema (its one error text is the form's own).
describe('the newsletter address', () => {
  it('accepts text@text.text and trims it', () => {
    expect(ZSubscribeNewsletterBody.parse({ email: '  ram@example.com ' })).toEqual({
      email: 'ram@example.com',
    });
  });

  it.each(['', 'ram', 'ram@', 'ram@example', '@example.com', 'ram@example.', 'ram sharma@example.com'])(
    'refuses %j',
    (input) => {
      expect(ZSubscribeNewsletterBody.safeParse({ email: input }).success).toBe(false);
    },
  );
});

describe('newsletterFailure', () => {
  it("shows the server's message", () => {
    expect(newsletterFailure(new ApiError('You are already subscribed', 409))).toBe(
      'You are already subscribed',
    );
  });

  it('falls back when there is no server message', () => {
    expect(newsletterFailure(new ApiError('Network Error', 0))).toBe(TEXT.subscribeFailed);
    expect(newsletterFailure(new ApiError('request failed with status code 502', 502))).toBe(
      'Please try again to subscribe',
    );
    expect(newsletterFailure(new Error('boom'))).toBe('Please try again to subscribe');
  });
});

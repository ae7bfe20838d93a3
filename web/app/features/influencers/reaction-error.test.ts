import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api';
import { reactionError } from './reaction-buttons';

describe('reactionError', () => {
  it('says exactly why a reaction failed, with the server’s message under it', () => {
    expect(reactionError(new ApiError('User is not authenticated', 401))).toBe('User is not authenticated');
    expect(reactionError(new ApiError('That influencer was not found', 404))).toBe(
      'Failed to post reaction\nThat influencer was not found',
    );
    expect(reactionError(new Error('socket hang up'))).toBe('Failed to post reaction\nAn error occurred');
  });
});

import { describe, expect, it } from 'vitest';
import { matchSocial, socialLabel } from './social';

describe('matchSocial (footer social links)', () => {
  it.each([
    ['facebook', 'facebook'],
    [' Facebook ', 'facebook'],
    ['YouTube', 'youtube'],
    ['Linked-In', 'linkedin'],
    ['instagram', 'instagram'],
    ['TWITTER', 'twitter'],
  ])('recognises %j', (name, network) => {
    expect(matchSocial(name)).toBe(network);
  });

  it.each(['tiktok', '', 'face book page', null])('leaves %j for a text link', (name) => {
    expect(matchSocial(name)).toBeNull();
  });

  it('labels icons for screen readers', () => {
    expect(socialLabel('linkedin')).toBe('LinkedIn');
  });
});

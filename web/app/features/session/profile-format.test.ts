import type { TProfile } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { accountMeta } from './meta';
import { genderLabel, initials, userFromProfile } from './profile-format';

describe('profile formatting', () => {
  it('labels gender and makes initials', () => {
    expect(genderLabel('female')).toBe('Female');
    expect(genderLabel(null)).toBe('');
    expect(initials('  Asha Kumari Rai ')).toBe('AR');
    expect(initials('Bikash')).toBe('B');
    expect(initials('')).toBe('?');
  });

  it('keeps only the session fields of a profile', () => {
    const profile: TProfile = {
      id: 'u1',
      name: 'Asha Rai',
      username: 'asha',
      email: 'asha@example.com',
      phone: null,
      role: 'customer',
      emailVerified: true,
      phoneVerified: false,
      hasPassword: true,
      createdAt: '2024-01-01T00:00:00Z',
      bio: 'Loves cake',
      gender: 'female',
      dateOfBirth: '1995-04-14',
      address: 'Lalitpur',
    };
    expect(Object.keys(userFromProfile(profile)).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'name', 'phone', 'role', 'username'].sort(),
    );
  });
});

describe('accountMeta', () => {
  it('builds the title and optional robots tag', () => {
    expect(accountMeta('Log in')).toEqual([{ title: 'Log in | Upahar' }]);
    expect(accountMeta('Your profile', { noindex: true })).toEqual([
      { title: 'Your profile | Upahar' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});

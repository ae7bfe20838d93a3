import type { TProfile } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { accountMeta } from './meta';
import {
  formatCalendarDate,
  formatMemberSince,
  genderLabel,
  initials,
  todayInKathmandu,
  userFromProfile,
} from './profile-format';

describe('profile formatting', () => {
  it('shows the month a member joined in Kathmandu time', () => {
    // 20:00 UTC on 31 March is already 1 April in Kathmandu (UTC+5:45).
    expect(formatMemberSince('2024-03-31T20:00:00Z')).toBe('April 2024');
    expect(formatMemberSince('not a date')).toBe('');
  });

  it('formats a date of birth without shifting the day', () => {
    expect(formatCalendarDate('1995-04-14')).toBe('14 April 1995');
    expect(formatCalendarDate('')).toBe('');
  });

  it('gives today in Kathmandu as YYYY-MM-DD', () => {
    expect(todayInKathmandu(new Date('2025-01-01T19:00:00Z'))).toBe('2025-01-02');
  });

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

import { describe, expect, it } from 'vitest';
import { phoneKey, samePlace } from './eligibility.ts';

// How the invite's same-person checks compare numbers and delivery points.

describe('phoneKey', () => {
  it('reads a number however it is written', () => {
    for (const written of ['9841234567', '+977 984-123-4567', '977 9841234567', '(984) 1234567'])
      expect(phoneKey(written)).toBe('9841234567');
    expect(phoneKey('01-4221234')).toBe('014221234');
    expect(phoneKey('12')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe('samePlace', () => {
  const home = { locationId: 1, landmark: 'Ward 3, blue gate', lat: 27.7154, lng: 85.3123 };
  it('is the same house within a few metres, whatever the landmark says', () => {
    expect(samePlace(home, { locationId: 2, landmark: 'Next door', lat: 27.7157, lng: 85.3124 })).toBe(true);
    expect(samePlace(home, { locationId: 1, landmark: 'Elsewhere', lat: 27.72, lng: 85.32 })).toBe(false);
  });
  it('is the same house for the same landmark in the same area, when coordinates are missing', () => {
    const typed = { locationId: 1, landmark: 'ward 3 - BLUE gate', lat: null, lng: null };
    expect(samePlace(home, typed)).toBe(true);
    expect(samePlace(home, { ...typed, locationId: 2 })).toBe(false);
    expect(samePlace({ ...home, landmark: '' }, { ...typed, landmark: ' ' })).toBe(false);
  });
});

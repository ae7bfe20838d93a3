import { describe, expect, it } from 'vitest';
import { formatDeliveryDay } from './kathmandu-date';

describe('formatDeliveryDay', () => {
  it('words a calendar day, and reads a timestamp in Kathmandu (UTC+05:45)', () => {
    expect(formatDeliveryDay('2025-11-23')).toBe('Sun 23 Nov');
    // 18:30 UTC on 22 Nov is 00:15 on 23 Nov in Kathmandu.
    expect(formatDeliveryDay('2025-11-22T18:30:00Z')).toBe('Sun 23 Nov');
    expect(formatDeliveryDay('not a date')).toBe('not a date');
  });
});

import { isIsoDate, relativeDay } from '@upahar/contract';

// Delivery dates are calendar days in Asia/Kathmandu (contract/src/dates.ts
// computes them); this only words them for people.

/** "Sat 23 Nov" for a YYYY-MM-DD day (or an ISO timestamp, read in Kathmandu). */
export function formatDeliveryDay(value: string): string {
  const day = isIsoDate(value);
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: day ? 'UTC' : 'Asia/Kathmandu',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')}`;
}

/** "Delivered today", "Delivered tomorrow", "Delivered on Tue 1 Dec". */
export function deliveredOn(date: string, today: string): string {
  const day = relativeDay(date, today);
  return day === 'Today' || day === 'Tomorrow' ? `Delivered ${day.toLowerCase()}` : `Delivered on ${day}`;
}

import type { TProfile, TUser } from '@upahar/contract';

// Timestamps are UTC; people in Nepal read them in Asia/Kathmandu.
const TIME_ZONE = 'Asia/Kathmandu';

/** "2024-03-05T18:30:00Z" → "March 2024" (the month in Kathmandu). */
export function formatMemberSince(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(d);
}

/** A calendar date "1995-04-14" → "14 April 1995", never shifted by a time zone. */
export function formatCalendarDate(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** Today in Kathmandu as "YYYY-MM-DD", the latest date of birth a person can pick. */
export function todayInKathmandu(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

export const GENDER_OPTIONS = [
  { value: '', label: 'Prefer not to say' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

/** The label to show on the profile; empty when the person has not said. */
export function genderLabel(gender: TProfile['gender']): string {
  if (!gender) return '';
  return GENDER_OPTIONS.find((o) => o.value === gender)?.label ?? '';
}

/** Up to two initials for the avatar circle: "Asha Kumari Rai" → "AR". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The session keeps a TUser; a profile answer carries more, which it should not hold on to. */
export function userFromProfile(p: TProfile): TUser {
  const { id, name, username, email, phone, role, emailVerified, createdAt } = p;
  return { id, name, username, email, phone, role, emailVerified, createdAt };
}

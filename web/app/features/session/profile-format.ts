import type { TProfile, TUser } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

export const GENDER_OPTIONS = [
  { value: '', label: m.account_gender_unsaid() },
  { value: 'female', label: m.account_gender_female() },
  { value: 'male', label: m.account_gender_male() },
  { value: 'other', label: m.account_gender_other() },
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

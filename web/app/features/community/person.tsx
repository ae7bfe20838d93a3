import type { TCommunityUser } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { avatarTone, initials } from './format';

/** Initials in a soft circle; real avatars come with user profiles later. */
export function Avatar({ user, size = 'md' }: { user: TCommunityUser | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  if (!user)
    return (
      <span aria-hidden="true" className={`${box} shrink-0 rounded-full border border-dashed border-line`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} ${avatarTone(user.username)} inline-flex shrink-0 items-center justify-center rounded-full font-semibold`}
    >
      {initials(user.name)}
    </span>
  );
}

/** "Name · 12 Mar 2026" with an optional badge between them. */
export function Byline({
  user,
  date,
  badge,
}: {
  user: TCommunityUser | null;
  date: string;
  badge?: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <span className="font-semibold text-cocoa">{user ? user.name : m.community_deleted_comment()}</span>
      {badge}
      {/* The dot travels with the date, so a wrapped line never ends on a lone "·". */}
      <span className="whitespace-nowrap text-cocoa-soft">
        <span aria-hidden="true" className="mr-2 text-cocoa-soft/60">
          ·
        </span>
        <time dateTime={date}>{formatDate(date, 'day')}</time>
      </span>
    </p>
  );
}

import { Loader2, UserCheck, UserPlus } from '~/components/icon';
import { useFollows } from './follow-context';

type Props = {
  store: { slug: string; name: string; followerCount: number };
  /** "full": the store and product pages; "small": store cards. */
  size?: 'full' | 'small';
  className?: string;
};

export const followersText = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'follower' : 'followers'}`;

/** Follow / Following: pressed while followed; it changes once the server agrees, with the count. */
export function FollowButton({ store, size = 'full', className = '' }: Props) {
  const { slugs, busy, countOf, toggle } = useFollows();
  const on = slugs.has(store.slug);
  const waiting = busy.has(store.slug);
  const count = countOf(store.slug) ?? store.followerCount;
  const small = size === 'small';
  const Icon = waiting ? Loader2 : on ? UserCheck : UserPlus;
  const look = on ? 'btn-secondary border-berry text-berry-dark' : 'btn-primary';
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <button
        type="button"
        aria-pressed={on}
        aria-busy={waiting || undefined}
        onClick={() => void toggle({ slug: store.slug, name: store.name })}
        className={`${look} ${small ? 'min-h-9 px-3.5 text-sm' : ''}`}
      >
        <Icon
          aria-hidden="true"
          className={`${small ? 'size-4' : 'size-5'} ${waiting ? 'animate-spin' : ''}`}
        />
        {on ? 'Following' : 'Follow'}
        <span className="sr-only"> {store.name}</span>
      </button>
      <span className={`text-cocoa-soft ${small ? 'text-xs' : 'text-sm'}`} aria-live="polite">
        {followersText(count)}
      </span>
    </div>
  );
}

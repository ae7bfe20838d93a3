import { formatNumber, type TOwnStore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Loader2, Store, UserCheck, UserPlus } from '~/components/icon';
import { useFollows } from './use-follows';

type Props = {
  store: { slug: string; name: string; followerCount: number };
  /** "full": the store and product pages; "small": store cards. */
  size?: 'full' | 'small';
  className?: string;
};

export const followersText = (n: number) => m.follows_followers({ count: formatNumber(n) });

/**
 * Follow / Following: pressed while followed; it changes once the server agrees, with the count.
 * The store's own people (owner and team) cannot follow it, so they see whose store it is instead.
 */
export function FollowButton({ store, size = 'full', className = '' }: Props) {
  const { slugs, busy, countOf, ownRole, toggle } = useFollows();
  const on = slugs.has(store.slug);
  const waiting = busy.has(store.slug);
  const count = countOf(store.slug) ?? store.followerCount;
  const small = size === 'small';
  const role = ownRole(store.slug);
  if (role) return <OwnStore role={role} count={count} small={small} className={className} />;
  const Icon = waiting ? Loader2 : on ? UserCheck : UserPlus;
  const look = on ? 'btn-secondary border-berry text-berry-dark' : 'btn-primary';
  return (
    <div className={`follow-row ${className}`}>
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
        {on ? m.follows_following() : m.follows_follow()}
        <span className="sr-only"> {store.name}</span>
      </button>
      <span className={`text-cocoa-soft ${small ? 'text-xs' : 'text-sm'}`} aria-live="polite">
        {followersText(count)}
      </span>
    </div>
  );
}

const MANAGE = {
  owner: { to: '/dashboard/store', label: m.follows_edit_store_page() },
  manager: { to: '/dashboard/store', label: m.follows_edit_store_page() },
  packer: { to: '/dashboard/orders', label: m.follows_store_orders() },
} as const;

/** In place of the Follow button for the store's owner and team: whose store it is, and a way in. */
function OwnStore({
  role,
  count,
  small,
  className,
}: {
  role: TOwnStore['role'];
  count: number;
  small: boolean;
  className: string;
}) {
  const manage = MANAGE[role];
  return (
    <div className={`follow-row ${className}`} data-testid="own-store">
      <span
        className={`inline-flex items-center gap-2 rounded-full bg-berry-soft font-semibold text-berry-dark ${
          small ? 'min-h-9 px-3.5 text-sm' : 'min-h-11 px-4'
        }`}
      >
        <Store aria-hidden="true" className={small ? 'size-4' : 'size-5'} />
        {role === 'owner' ? m.text_your_store() : m.follows_team_store()}
      </span>
      {!small && (
        <Link to={manage.to} className="btn-secondary">
          {manage.label}
        </Link>
      )}
      <span className={`text-cocoa-soft ${small ? 'text-xs' : 'text-sm'}`}>{followersText(count)}</span>
    </div>
  );
}

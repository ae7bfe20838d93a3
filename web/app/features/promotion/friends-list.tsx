import { formatDate, formatPrice, type TPromotion, type TReferredPerson } from '@upahar/contract';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { Users } from '~/components/icon';
import { withheldText } from './invite-rules';

const pill = 'rounded-full px-3 py-1 text-sm';

/** Where one friend's invite stands: waiting, earned, or why their last order did not count. */
function InviteStatus({ person, minOrder }: { person: TReferredPerson; minOrder: number }) {
  if (person.status === 'rewarded' && person.rewardedAt)
    return (
      <span className={`${pill} bg-success-soft font-semibold text-success`}>
        You earned {formatPrice(person.credit ?? 0)} on {formatDate(person.rewardedAt, 'day')}
      </span>
    );
  if (person.status === 'withheld' && person.reason)
    return (
      <span className="flex flex-col items-start gap-1 sm:items-end">
        <span className={`${pill} bg-danger-soft font-semibold text-danger`}>
          {withheldText(person.reason, minOrder)}
        </span>
        <span className="text-xs text-cocoa-soft">Their next order can still earn it</span>
      </span>
    );
  return <span className={`${pill} bg-cream text-cocoa-soft`}>Waiting for their first delivery</span>;
}

/** The friends who joined with the shopper's link, and what each earned. */
export function FriendsList({ data }: { data: TPromotion }) {
  const rewarded = data.people.filter((p) => p.status === 'rewarded').length;
  return (
    <section
      aria-labelledby="friends-title"
      className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="friends-title" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Users aria-hidden="true" className="size-5 text-berry" /> Friends who joined
        </h2>
        <p className="text-sm text-cocoa-soft">
          Earned: <strong className="text-cocoa">{formatPrice(data.earned)}</strong>
          {rewarded > 0 && ` from ${rewarded} ${rewarded === 1 ? 'friend' : 'friends'}`}
        </p>
      </div>
      {data.people.length === 0 ? (
        <p className="mt-3 text-cocoa-soft">
          Nobody has joined with your link yet. Send it to someone with a birthday coming up.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {data.people.map((p) => (
            <li
              key={`${p.name}-${p.joinedAt}`}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
            >
              <span>
                <span className="font-semibold">{p.name}</span>
                <span className="text-sm text-cocoa-soft"> · joined {formatDate(p.joinedAt, 'day')}</span>
              </span>
              <InviteStatus person={p} minOrder={data.minOrder} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link to="/cart" className={ui.link}>
          Spend your credit at checkout
        </Link>
      </p>
    </section>
  );
}

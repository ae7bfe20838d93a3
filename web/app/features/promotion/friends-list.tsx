import {
  formatDate,
  formatNumber,
  formatPrice,
  type TPromotion,
  type TReferredPerson,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
        {m.promotion_earned_on({
          amount: formatPrice(person.credit ?? 0),
          date: formatDate(person.rewardedAt, 'day'),
        })}
      </span>
    );
  if (person.status === 'withheld' && person.reason)
    return (
      <span className="flex flex-col items-start gap-1 sm:items-end">
        <span className={`${pill} bg-danger-soft font-semibold text-danger`}>
          {withheldText(person.reason, minOrder)}
        </span>
        <span className="text-xs text-cocoa-soft">{m.promotion_next_can_earn()}</span>
      </span>
    );
  return <span className={`${pill} bg-cream text-cocoa-soft`}>{m.promotion_waiting()}</span>;
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
          <Users aria-hidden="true" className="size-5 text-berry" /> {m.promotion_friends_joined()}
        </h2>
        <p className="text-sm text-cocoa-soft">
          {m.promotion_earned()} <strong className="text-cocoa">{formatPrice(data.earned)}</strong>
          {rewarded > 0 && m.promotion_from_friends({ count: formatNumber(rewarded) })}
        </p>
      </div>
      {data.people.length === 0 ? (
        <p className="mt-3 text-cocoa-soft">{m.promotion_nobody()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {data.people.map((p) => (
            <li
              key={`${p.name}-${p.joinedAt}`}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
            >
              <span>
                <span className="font-semibold">{p.name}</span>
                <span className="text-sm text-cocoa-soft">
                  {m.promotion_joined_on({ date: formatDate(p.joinedAt, 'day') })}
                </span>
              </span>
              <InviteStatus person={p} minOrder={data.minOrder} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link to="/cart" className={ui.link}>
          {m.promotion_spend_credit()}
        </Link>
      </p>
    </section>
  );
}

import { DEFAULT_AFTER_LOGIN } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { BadgeCheck } from '~/components/icon';
import { AuthIntro, accountMeta, useReferrer, useSession, withReferrer } from '~/features/session';
import type { Route } from './+types/verified';

export const meta: Route.MetaFunction = () => accountMeta(m.account_verified_meta(), { noindex: true });

export default function Verified() {
  const { isLoggedIn } = useSession();
  // The page the shopper signed up from: the login goes back there.
  const referrer = useReferrer();
  return (
    <>
      <AuthIntro title={m.account_verified_title()} icon={BadgeCheck}>
        {m.account_verified_lead()}
      </AuthIntro>
      {isLoggedIn ? (
        <Link to={referrer ?? DEFAULT_AFTER_LOGIN} className={buttonClass('primary', 'w-full')}>
          {referrer ? m.account_continue_where_left() : m.account_go_to_profile()}
        </Link>
      ) : (
        <Link to={withReferrer('/login', referrer)} className={buttonClass('primary', 'w-full')}>
          {referrer ? m.account_log_in_to_continue() : m.account_log_in()}
        </Link>
      )}
    </>
  );
}

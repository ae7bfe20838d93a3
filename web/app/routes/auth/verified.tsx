import { DEFAULT_AFTER_LOGIN } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { BadgeCheck } from '~/components/icon';
import { AuthIntro, accountMeta, useReferrer, useSession, withReferrer } from '~/features/session';
import type { Route } from './+types/verified';

export const meta: Route.MetaFunction = () => accountMeta('E-mail verified', { noindex: true });

export default function Verified() {
  const { isLoggedIn } = useSession();
  // The page the shopper signed up from: the login goes back there.
  const referrer = useReferrer();
  return (
    <>
      <AuthIntro title="Your e-mail address is verified" icon={BadgeCheck}>
        Thank you! Your account is ready for ordering cakes and gifts.
      </AuthIntro>
      {isLoggedIn ? (
        <Link to={referrer ?? DEFAULT_AFTER_LOGIN} className={buttonClass('primary', 'w-full')}>
          {referrer ? 'Continue where you left off' : 'Go to your profile'}
        </Link>
      ) : (
        <Link to={withReferrer('/login', referrer)} className={buttonClass('primary', 'w-full')}>
          {referrer ? 'Log in to continue' : 'Log in'}
        </Link>
      )}
    </>
  );
}

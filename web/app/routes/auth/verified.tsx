import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { BadgeCheck } from '~/components/icon';
import { AuthIntro } from '~/features/session/auth-intro';
import { accountMeta } from '~/features/session/meta';
import { useSession } from '~/features/session/session-context';
import type { Route } from './+types/verified';

export const meta: Route.MetaFunction = () => accountMeta('E-mail verified', { noindex: true });

export default function Verified() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <AuthIntro title="Your e-mail address is verified" icon={BadgeCheck}>
        Thank you! Your account is ready for ordering cakes and gifts.
      </AuthIntro>
      {isLoggedIn ? (
        <Link to="/profile" className={buttonClass('primary', 'w-full')}>
          Go to your profile
        </Link>
      ) : (
        <Link to="/login" className={buttonClass('primary', 'w-full')}>
          Log in
        </Link>
      )}
    </>
  );
}

import { ZEmail } from '@upahar/contract';
import { Link, useSearchParams } from 'react-router';
import { ui, validate } from '~/components/form';
import { MailCheck } from '~/components/icon';
import { AuthIntro, accountMeta, ResendConfirmation, useReferrer, withReferrer } from '~/features/session';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => accountMeta('Check your inbox', { noindex: true });

export default function VerifyEmail() {
  const [params] = useSearchParams();
  // The address arrives in the URL after sign-up; anything odd there is ignored, not echoed.
  const checked = validate(ZEmail, params.get('email') ?? '');
  const email = checked.ok ? checked.data : undefined;
  // Kept for a resent link and the login, so the shopper still comes back to where they were.
  const referrer = useReferrer();

  return (
    <>
      <AuthIntro title="Check your inbox" icon={MailCheck}>
        {email ? (
          <>
            We have sent a verification link to <strong className="wrap-anywhere text-cocoa">{email}</strong>.
            Open it to activate your account.
          </>
        ) : (
          'We have sent you a verification link. Open it to activate your account.'
        )}
      </AuthIntro>
      <div className="rounded-2xl bg-cream p-5">
        <p className="mb-4 text-sm text-cocoa-soft">
          Nothing there after a few minutes? Look in the spam folder, or send the link again.
        </p>
        <ResendConfirmation email={email} referrer={referrer} />
      </div>
      <p className="mt-8 text-center text-cocoa-soft">
        Already verified?{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          Log in
        </Link>
      </p>
    </>
  );
}

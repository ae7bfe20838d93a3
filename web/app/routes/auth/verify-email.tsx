import { ZEmail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { ui, validate } from '~/components/form';
import { MailCheck } from '~/components/icon';
import { AuthIntro, accountMeta, ResendConfirmation, useReferrer, withReferrer } from '~/features/session';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => accountMeta(m.account_check_inbox(), { noindex: true });

export default function VerifyEmail() {
  const [params] = useSearchParams();
  // The address arrives in the URL after sign-up; anything odd there is ignored, not echoed.
  const checked = validate(ZEmail, params.get('email') ?? '');
  const email = checked.ok ? checked.data : undefined;
  // Kept for a resent link and the login, so the shopper still comes back to where they were.
  const referrer = useReferrer();

  return (
    <>
      <AuthIntro title={m.account_check_inbox()} icon={MailCheck}>
        {email ? (
          <>
            {m.account_verify_sent_to_before()}
            <strong className="wrap-anywhere text-cocoa">{email}</strong>
            {m.account_verify_sent_to_after()}
          </>
        ) : (
          m.account_verify_sent()
        )}
      </AuthIntro>
      <div className="rounded-2xl bg-cream p-5">
        <p className="mb-4 text-sm text-cocoa-soft">{m.account_verify_nothing_there()}</p>
        <ResendConfirmation email={email} referrer={referrer} />
      </div>
      <p className="mt-8 text-center text-cocoa-soft">
        {m.account_already_verified()}{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          {m.account_log_in()}
        </Link>
      </p>
    </>
  );
}

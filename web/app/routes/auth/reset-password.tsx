import { ZTokenBody } from '@upahar/contract';
import { verifyResetToken } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ui, validate } from '~/components/form';
import {
  accountMeta,
  ForgotPasswordForm,
  LoadingNotice,
  NewPasswordForm,
  useReferrer,
  withReferrer,
} from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => accountMeta(m.account_reset_meta(), { noindex: true });

type TokenState = { step: 'checking' } | { step: 'valid' } | { step: 'invalid'; message: string };

/** Checks the e-mailed token first, so nobody types a new password into a dead link. */
function ResetWithToken({ token, referrer }: { token: string; referrer: string | null }) {
  const [state, setState] = useState<TokenState>({ step: 'checking' });

  useEffect(() => {
    const checked = validate(ZTokenBody, { token });
    if (!checked.ok) {
      setState({ step: 'invalid', message: checked.errors.token ?? m.account_link_invalid() });
      return;
    }
    let current = true;
    setState({ step: 'checking' });
    callApi(verifyResetToken, { body: checked.data })
      .then(() => current && setState({ step: 'valid' }))
      .catch((e: unknown) => current && setState({ step: 'invalid', message: errorMessage(e) }));
    return () => {
      current = false;
    };
  }, [token]);

  if (state.step === 'checking') return <LoadingNotice />;
  if (state.step === 'valid') return <NewPasswordForm token={token} referrer={referrer} />;
  return <ForgotPasswordForm problem={state.message} referrer={referrer} />;
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // The page to return to after logging in with the new password: in the mailed link too.
  const referrer = useReferrer();
  return (
    <>
      {token ? (
        <ResetWithToken key={token} token={token} referrer={referrer} />
      ) : (
        <ForgotPasswordForm referrer={referrer} />
      )}
      <p className="mt-8 border-t border-line pt-6 text-center text-cocoa-soft">
        {m.account_reset_remembered()}{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          {m.account_back_to_login()}
        </Link>
      </p>
    </>
  );
}

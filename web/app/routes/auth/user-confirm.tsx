import { ZTokenBody } from '@upahar/contract';
import { confirmEmail } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, ui, validate } from '~/components/form';
import { MailWarning } from '~/components/icon';
import {
  AuthIntro,
  accountMeta,
  LoadingNotice,
  ResendConfirmation,
  useReferrer,
  withReferrer,
} from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/user-confirm';

export const meta: Route.MetaFunction = () => accountMeta(m.account_confirm_meta(), { noindex: true });

/** The verification e-mail's link lands here with ?token=…; confirming spends the token. */
export default function UserConfirm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  // The page the shopper signed up from rides along in the link; the next pages pass it on.
  const referrer = useReferrer();
  const [failure, setFailure] = useState<string | null>(null);
  // The token is single-use: a second POST (React's dev double effect, a re-render) would fail.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const checked = validate(ZTokenBody, { token });
    if (!checked.ok) {
      setFailure(checked.errors.token ?? m.account_link_invalid());
      return;
    }
    setFailure(null);
    callApi(confirmEmail, { body: checked.data })
      // replace: the used token should not stay in the history.
      .then(() => navigate(withReferrer('/verified', referrer), { replace: true }))
      .catch((e: unknown) => setFailure(errorMessage(e)));
  }, [token, referrer, navigate]);

  // The server render and the request's first moments ("Loading Please Wait").
  if (failure === null) return <LoadingNotice />;

  return (
    <>
      <AuthIntro title={m.account_confirm_failed()} icon={MailWarning} />
      <FormAlert tone="error">{failure}</FormAlert>
      <div className="mt-6 rounded-2xl bg-cream p-5">
        <p className="mb-4 text-sm text-cocoa-soft">{m.account_confirm_expired()}</p>
        <ResendConfirmation variant="primary" referrer={referrer} />
      </div>
      <p className="mt-8 text-center text-cocoa-soft">
        {m.account_verified_already()}{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          {m.account_log_in()}
        </Link>
      </p>
    </>
  );
}

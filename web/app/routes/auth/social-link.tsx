import { DEFAULT_AFTER_LOGIN, ZTokenBody } from '@upahar/contract';
import { confirmSocialLink } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, ui, validate } from '~/components/form';
import { MailWarning } from '~/components/icon';
import { AuthIntro, accountMeta, LoadingNotice, useReferrer, useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/social-link';

export const meta: Route.MetaFunction = () => accountMeta(m.account_social_link_meta(), { noindex: true });

/**
 * The mailed link that links a Google or Facebook account to the account with the same address:
 * opening it links the provider and signs in, then goes on to the page the sign-in began from.
 */
export default function SocialLink() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const referrer = useReferrer();
  const navigate = useNavigate();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  // The token is single-use: a second POST would fail.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const checked = validate(ZTokenBody, { token });
    if (!checked.ok) {
      setFailure(checked.errors.token ?? m.account_link_invalid());
      return;
    }
    callApi(confirmSocialLink, { body: checked.data })
      .then((res) => {
        session.loginWith(res.data);
        navigate(referrer ?? DEFAULT_AFTER_LOGIN, { replace: true });
      })
      .catch((e: unknown) => setFailure(errorMessage(e)));
  }, [token, referrer, session, navigate]);

  if (failure === null) return <LoadingNotice />;
  return (
    <>
      <AuthIntro title={m.account_social_link_failed()} icon={MailWarning} />
      <FormAlert tone="error">{failure}</FormAlert>
      <p className="mt-6 text-cocoa-soft">{m.account_social_link_expired()}</p>
      <p className="mt-8 text-center">
        <Link to="/login" className={ui.link}>
          {m.account_back_to_login()}
        </Link>
      </p>
    </>
  );
}

import {
  DEFAULT_AFTER_LOGIN,
  SOCIAL_PROVIDER_NAMES,
  safeReferrer,
  type TSocialProvider,
} from '@upahar/contract';
import { facebookSignIn, googleSignIn } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { CircleAlert, MailCheck } from '~/components/icon';
import { toast } from '~/components/toast';
import { AuthIntro, accountMeta, LoadingNotice, useSession } from '~/features/session';
import { takeState } from '~/features/social-sign-in';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/social-callback';

export const meta: Route.MetaFunction = () => accountMeta(m.account_social_meta(), { noindex: true });

const finishes = { google: googleSignIn, facebook: facebookSignIn } as const;

type Outcome =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'mailed'; message: string };

/** Where Google and Facebook send the browser back, with a code and the state of this sign-in. */
export default function SocialCallback() {
  const { pathname } = useLocation();
  const provider: TSocialProvider = pathname.includes('/facebook/') ? 'facebook' : 'google';
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // The code and state work once: a second run of the effect must not send them again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const started = takeState(provider);
    if (params.get('error') || !code) {
      // The shopper pressed "Cancel" at the provider, or it refused to go on.
      setOutcome({ kind: 'failed', message: m.account_social_cancelled({ provider: name }) });
      return;
    }
    if (!state || state !== started) {
      setOutcome({
        kind: 'failed',
        message: m.account_social_other_tab({ provider: name }),
      });
      return;
    }
    callApi(finishes[provider], { body: { code, state } })
      .then((res) => {
        const data = res.data;
        if ('linkSent' in data) {
          setOutcome({
            kind: 'mailed',
            message: res.message ?? m.account_social_mailed({ email: data.email }),
          });
          return;
        }
        if ('linked' in data) {
          // Linked from the profile, in the session that goes on: say so there, where it shows.
          if (res.message) toast.success(res.message);
          navigate(safeReferrer(data.referrer, '/profile/edit'), { replace: true });
          return;
        }
        session.loginWith(data);
        // replace: the used code should not stay in the history.
        navigate(safeReferrer(data.referrer, DEFAULT_AFTER_LOGIN), { replace: true });
      })
      .catch((e: unknown) => setOutcome({ kind: 'failed', message: errorMessage(e) }));
  }, [params, provider, name, session, navigate]);

  // Someone signed in is linking the provider from their profile, not signing in with it.
  const signedIn = session.user !== null;
  if (outcome.kind === 'working') {
    return (
      <>
        <AuthIntro
          title={
            signedIn
              ? m.account_social_linking({ provider: name })
              : m.account_social_signing_in({ provider: name })
          }
        >
          {m.account_social_one_moment({ provider: name })}
        </AuthIntro>
        <LoadingNotice />
      </>
    );
  }
  if (outcome.kind === 'mailed') {
    return (
      <>
        <AuthIntro title={m.account_check_email()} icon={MailCheck} />
        <FormAlert tone="success">{outcome.message}</FormAlert>
        <p className="mt-6 text-cocoa-soft">{m.account_social_until_then()}</p>
        <p className="mt-8 text-center">
          <Link to="/login" className={ui.link}>
            {m.account_back_to_login()}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthIntro
        title={
          signedIn
            ? m.account_social_could_not_link({ provider: name })
            : m.account_social_could_not_sign_in({ provider: name })
        }
        icon={CircleAlert}
      />
      <FormAlert tone="error">{outcome.message}</FormAlert>
      <p className="mt-8 text-center">
        <Link to={signedIn ? '/profile/edit' : '/login'} className={ui.link}>
          {signedIn ? m.account_back_to_settings() : m.account_back_to_login()}
        </Link>
      </p>
    </>
  );
}

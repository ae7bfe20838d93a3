import { SOCIAL_PROVIDER_NAMES, type TSignInMethods, type TSocialProvider } from '@upahar/contract';
import { getSignInMethods, unlinkSignInMethod } from '@upahar/contract/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { LoadingNotice } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { FacebookMark, GoogleMark } from './brand-marks';

const marks = { google: GoogleMark, facebook: FacebookMark } as const;
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; methods: TSignInMethods };

/** The Google and Facebook accounts that sign in to this one, each with a way to unlink it. */
export function SignInMethods() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<TSocialProvider | null>(null);
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    callApi(getSignInMethods)
      .then((res) => setState({ status: 'ready', methods: res.data }))
      .catch((e: unknown) => setState({ status: 'error', message: errorMessage(e) }));
  }, []);
  useEffect(load, [load]);

  const unlink = async (provider: TSocialProvider) => {
    setBusy(provider);
    setAlert(null);
    try {
      const res = await callApi(unlinkSignInMethod, { body: { provider } });
      setState({ status: 'ready', methods: res.data });
      setAlert({ tone: 'success', text: res.message ?? `${SOCIAL_PROVIDER_NAMES[provider]} is unlinked.` });
    } catch (e) {
      setAlert({ tone: 'error', text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sign-in-methods" className={`${ui.card} mt-6`}>
      <h2 id="sign-in-methods" className="text-lg font-semibold text-cocoa">
        Sign-in methods
      </h2>
      <p className="mt-1 mb-4 text-sm text-cocoa-soft">
        The Google and Facebook accounts that can sign in to your Upahar account.
      </p>
      {alert && (
        <div className="mb-4">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      {state.status === 'loading' && <LoadingNotice className="min-h-24" />}
      {state.status === 'error' && (
        <div className="space-y-3">
          <FormAlert tone="error">{state.message}</FormAlert>
          <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={load}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && state.methods.providers.length === 0 && (
        <p className="rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">
          No Google or Facebook account is linked. When you sign in with one that uses your e-mail address, we
          e-mail you a link to connect it.
        </p>
      )}
      {state.status === 'ready' && state.methods.providers.length > 0 && (
        <ul className="divide-y divide-line">
          {state.methods.providers.map((m) => {
            const Mark = marks[m.provider];
            const name = SOCIAL_PROVIDER_NAMES[m.provider];
            return (
              <li key={m.provider} className="flex flex-wrap items-center gap-3 py-3">
                <Mark className="size-6 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-cocoa">{name}</p>
                  <p className="text-sm wrap-anywhere text-cocoa-soft">
                    {m.email ? `${m.email} · ` : ''}linked {dateFormat.format(new Date(m.linkedAt))}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary', '', 'sm')}
                  disabled={busy !== null}
                  onClick={() => unlink(m.provider)}
                  aria-label={`Unlink ${name}`}
                >
                  {busy === m.provider ? 'Unlinking…' : 'Unlink'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import {
  formatDate,
  SOCIAL_PROVIDER_NAMES,
  type TSignInMethods,
  type TSocialProvider,
  type TSocialProviders,
} from '@upahar/contract';
import {
  getSignInMethods,
  getSocialProviders,
  startSocialLink,
  unlinkSignInMethod,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { LoadingNotice } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { FacebookMark, GoogleMark } from './brand-marks';
import { rememberState } from './started-state';

const marks = { google: GoogleMark, facebook: FacebookMark } as const;

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; methods: TSignInMethods; offered: TSocialProviders };

const NONE_OFFERED: TSocialProviders = { google: false, facebook: false };

/**
 * The Google and Facebook accounts that sign in to this one, each with a way to unlink it, and
 * a way to link each provider the shop offers that is not linked yet.
 */
export function SignInMethods() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<TSocialProvider | null>(null);
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    Promise.all([
      callApi(getSignInMethods),
      // Without the list the linked methods still show; only the Link buttons are missing.
      callApi(getSocialProviders).then(
        (r) => r.data,
        () => NONE_OFFERED,
      ),
    ])
      .then(([res, offered]) => setState({ status: 'ready', methods: res.data, offered }))
      .catch((e: unknown) => setState({ status: 'error', message: errorMessage(e) }));
  }, []);
  useEffect(load, [load]);

  const link = async (provider: TSocialProvider) => {
    setBusy(provider);
    setAlert(null);
    try {
      const res = await callApi(startSocialLink, { body: { provider } });
      rememberState(provider, res.data.state);
      window.location.assign(res.data.url);
    } catch (e) {
      setAlert({ tone: 'error', text: errorMessage(e) });
      setBusy(null);
    }
  };

  const unlink = async (provider: TSocialProvider) => {
    setBusy(provider);
    setAlert(null);
    try {
      const res = await callApi(unlinkSignInMethod, { body: { provider } });
      setState((s) => (s.status === 'ready' ? { ...s, methods: res.data } : s));
      setAlert({
        tone: 'success',
        text: res.message ?? m.account_social_unlinked({ provider: SOCIAL_PROVIDER_NAMES[provider] }),
      });
    } catch (e) {
      setAlert({ tone: 'error', text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sign-in-methods" className={`${ui.card} mt-6`}>
      <h2 id="sign-in-methods" className="text-lg font-semibold text-cocoa">
        {m.account_methods_title()}
      </h2>
      <p className="mt-1 mb-4 text-sm text-cocoa-soft">{m.account_methods_lead()}</p>
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
            {m.account_try_again()}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.methods.providers.length === 0 && (
        <p className="rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">
          {m.account_methods_none()}
          {unlinked(state).length > 0 && m.account_methods_link_below()}
        </p>
      )}
      {state.status === 'ready' && state.methods.providers.length > 0 && (
        <ul className="divide-y divide-line">
          {state.methods.providers.map((method) => {
            const Mark = marks[method.provider];
            const name = SOCIAL_PROVIDER_NAMES[method.provider];
            return (
              <li key={method.provider} className="flex flex-wrap items-center gap-3 py-3">
                <Mark className="size-6 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-cocoa">{name}</p>
                  <p className="text-sm wrap-anywhere text-cocoa-soft">
                    {method.email ? `${method.email} · ` : ''}
                    {m.account_methods_linked_on({ date: formatDate(method.linkedAt, 'day') })}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary', '', 'sm')}
                  disabled={busy !== null}
                  onClick={() => unlink(method.provider)}
                  aria-label={m.account_methods_unlink_label({ provider: name })}
                >
                  {busy === method.provider ? m.account_methods_unlinking() : m.account_methods_unlink()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {state.status === 'ready' && unlinked(state).length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          {unlinked(state).map((provider) => {
            const Mark = marks[provider];
            const name = SOCIAL_PROVIDER_NAMES[provider];
            return (
              <button
                key={provider}
                type="button"
                className={buttonClass('secondary', '', 'sm')}
                disabled={busy !== null}
                onClick={() => link(provider)}
              >
                <Mark className="size-4" />
                {busy === provider
                  ? m.account_social_opening({ provider: name })
                  : m.account_methods_link({ provider: name })}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The providers the shop offers that this account has not linked. */
const unlinked = (s: Extract<State, { status: 'ready' }>) =>
  (['google', 'facebook'] as const).filter(
    (p) => s.offered[p] && !s.methods.providers.some((method) => method.provider === p),
  );

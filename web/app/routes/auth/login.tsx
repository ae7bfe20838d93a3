import { DEFAULT_AFTER_LOGIN, ZLoginBody } from '@upahar/contract';
import { logIn } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField, FormAlert, PasswordField, SubmitButton, ui, useForm } from '~/components/form';
import { type IconComponent, Mail, Smartphone } from '~/components/icon';
import {
  AuthIntro,
  accountMeta,
  PhoneSignIn,
  ResendConfirmation,
  useReferrer,
  useSession,
  withReferrer,
} from '~/features/session';
import { SocialButtons } from '~/features/social-sign-in';
import { ApiError, callApi } from '~/lib/browser-api';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.account_login_title(), { description: m.account_login_description() });

export default function Login() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The way to sign in is in the address, so a reload or the back button keeps it.
  const byPhone = params.get('with') === 'phone';
  const chooseWay = (phone: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (phone) next.set('with', 'phone');
        else next.delete('with');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // Back to the page that sent the visitor here, but only within the site; the sign-up and
  // password links below pass it on, so those detours come back there too.
  const referrer = useReferrer();
  const target = referrer ?? DEFAULT_AFTER_LOGIN;
  const cameFromPage = params.has('referrer');
  const passwordChanged = params.get('reset') === '1';
  const form = useForm({ email: '', password: '' });
  // The address that was refused as unverified, kept as sent even if the field changes later.
  const [unverified, setUnverified] = useState<string | null>(null);

  // One place decides where to go once logged in: already logged in, or just now.
  useEffect(() => {
    if (session.isLoggedIn) navigate(target, { replace: true });
  }, [session.isLoggedIn, target, navigate]);

  const onSubmit = form.submit(
    ZLoginBody,
    (v) => v,
    async (body) => {
      setUnverified(null);
      try {
        const res = await callApi(logIn, { body });
        session.loginWith(res.data);
      } catch (e) {
        // 403 means the address is not verified yet: offer the link again right there.
        if (e instanceof ApiError && e.status === 403) setUnverified(body.email);
        throw e;
      }
    },
  );

  return (
    <>
      <AuthIntro title={m.account_login_title()}>{m.account_login_lead()}</AuthIntro>
      <div className="space-y-4">
        {passwordChanged && <FormAlert tone="success">{m.account_login_password_changed()}</FormAlert>}
        {cameFromPage && !passwordChanged && !form.alert && (
          <FormAlert tone="info">{m.account_login_to_continue()}</FormAlert>
        )}
        {!byPhone && form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
        {!byPhone && unverified && (
          <div className="rounded-2xl bg-cream p-4">
            <p className="mb-3 text-sm text-cocoa-soft">
              {m.account_login_new_link_before()}
              <strong className="wrap-anywhere">{unverified}</strong>
              {m.account_login_new_link_after()}
            </p>
            <ResendConfirmation email={unverified} referrer={referrer} size="sm" />
          </div>
        )}
      </div>
      <SocialButtons referrer={referrer} />
      <fieldset className="mt-6 grid grid-cols-2 gap-1 rounded-2xl bg-cream p-1">
        <legend className="sr-only">{m.account_login_with()}</legend>
        <WayButton pressed={!byPhone} onClick={() => chooseWay(false)} icon={Mail}>
          {m.account_login_way_email()}
        </WayButton>
        <WayButton pressed={byPhone} onClick={() => chooseWay(true)} icon={Smartphone}>
          {m.account_login_way_phone()}
        </WayButton>
      </fieldset>
      {byPhone ? (
        <div className="mt-6">
          <PhoneSignIn />
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <EmailField {...form.field('email')} />
          <div>
            <PasswordField
              {...form.field('password')}
              label={m.account_password()}
              autoComplete="current-password"
              required
            />
            <p className="mt-2 text-right text-sm">
              <Link to={withReferrer('/reset-password', referrer)} className={ui.link}>
                {m.account_login_forgot()}
              </Link>
            </p>
          </div>
          <SubmitButton busy={form.busy} busyLabel={m.account_login_busy()} fullWidth>
            {m.account_login_title()}
          </SubmitButton>
        </form>
      )}
      <p className="mt-8 border-t border-line pt-6 text-center text-cocoa-soft">
        {m.account_login_new_here()}{' '}
        <Link to={withReferrer('/register', referrer)} className={ui.link}>
          {m.account_login_create()}
        </Link>
      </p>
    </>
  );
}

/** One of the two ways to log in; pressed shows it is the one on screen. */
function WayButton({
  pressed,
  onClick,
  icon: Icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: IconComponent;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry ${
        pressed ? 'bg-white text-cocoa shadow-sm' : 'text-cocoa-soft hover:text-cocoa'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

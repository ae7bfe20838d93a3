import {
  DEFAULT_AFTER_LOGIN,
  formatPrice,
  REFERRAL_CREDIT_PAISA,
  REFERRAL_MIN_ORDER_PAISA,
  ZRegisterCheckBody,
  ZUserSignupBody,
} from '@upahar/contract';
import { checkUsername as usernameCheck, userSignup } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EmailField,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  TextField,
  ui,
  useForm,
  validate,
} from '~/components/form';
import { useInviteCode } from '~/features/promotion';
import {
  AuthIntro,
  accountMeta,
  serverMessageOr,
  useReferrer,
  useSession,
  withReferrer,
} from '~/features/session';
import { SocialButtons } from '~/features/social-sign-in';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.account_register_title(), { description: m.account_register_description() });

type UsernameCheck = { username: string; available: boolean };

/** What happens after sign-up, for a visitor who came from a page; a visitor's cart lives in their browser. */
const comingBack = (referrer: string) =>
  referrer === '/cart' || referrer.startsWith('/cart?')
    ? m.account_register_cart_stays()
    : m.account_register_come_back();

export default function Register() {
  const session = useSession();
  const navigate = useNavigate();
  // The page the visitor came from (the checkout, say): it rides in the e-mailed link and
  // through the login, so they land back there once their account works.
  const referrer = useReferrer();
  // A friend's invite from the link they shared: both earn credit after a first delivery that counts.
  const inviteCode = useInviteCode();
  const form = useForm(
    { name: '', username: '', email: '', phone: '', password: '', confirmPassword: '' },
    serverMessageOr,
  );
  const [check, setCheck] = useState<UsernameCheck | null>(null);
  const lastAsked = useRef('');

  useEffect(() => {
    if (session.isLoggedIn) navigate(referrer ?? DEFAULT_AFTER_LOGIN, { replace: true });
  }, [session.isLoggedIn, referrer, navigate]);

  // The check answers for the normalised name ("Asha_R" → "asha_r"); it only counts while the
  // field still holds that name.
  const normalised = validate(ZRegisterCheckBody, { username: form.values.username });
  const current = normalised.ok && check?.username === normalised.data.username ? check : null;

  async function checkUsername() {
    if (form.values.username.trim() === '') return;
    if (!normalised.ok) {
      form.setFieldError('username', normalised.errors.username);
      return;
    }
    const username = normalised.data.username;
    if (username === lastAsked.current) return;
    lastAsked.current = username;
    try {
      const res = await callApi(usernameCheck, { body: { username } });
      setCheck({ username: res.data.username, available: res.data.available });
    } catch {
      // Only a hint: if the check fails, the sign-up itself reports a taken name.
      lastAsked.current = '';
    }
  }

  const onSubmit = form.submit(
    ZUserSignupBody,
    (v) => ({ ...v, source: 'web', referrer: referrer ?? undefined, referralCode: inviteCode ?? undefined }),
    async (body) => {
      const res = await callApi(userSignup, { body });
      navigate(withReferrer('/verify/email', referrer, { email: res.data.email }));
    },
  );

  return (
    <>
      <AuthIntro title={m.account_register_title()}>{m.account_register_lead()}</AuthIntro>
      {inviteCode && !form.alert && (
        <FormAlert tone="info">
          {m.account_register_invited({
            credit: formatPrice(REFERRAL_CREDIT_PAISA),
            minimum: formatPrice(REFERRAL_MIN_ORDER_PAISA),
          })}
        </FormAlert>
      )}
      {referrer && !form.alert && <FormAlert tone="info">{comingBack(referrer)}</FormAlert>}
      {/* The server's message, else "An unexpected error occurred." (serverMessageOr). */}
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <SocialButtons referrer={referrer} />
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <TextField
          {...form.field('name')}
          label={m.account_full_name()}
          autoComplete="name"
          maxLength={80}
          required
        />
        <TextField
          {...form.field('username')}
          error={
            form.errors.username ?? (current && !current.available ? m.account_username_taken() : undefined)
          }
          success={current?.available ? m.account_username_available() : undefined}
          onBlur={checkUsername}
          label={m.account_username()}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          showCount
          hint={m.account_username_hint()}
          required
        />
        <EmailField {...form.field('email')} />
        <TextField
          {...form.field('phone')}
          label={m.account_mobile_number()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={m.account_register_phone_hint()}
          optional
        />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label={m.account_password()}
          hint={m.account_password_hint()}
        />
        <SubmitButton busy={form.busy} busyLabel={m.account_register_busy()} fullWidth>
          {m.account_register_submit()}
        </SubmitButton>
        <p className="text-center text-sm text-cocoa-soft">
          {m.account_register_agree()}{' '}
          <Link to="/termsconditions" className={ui.link}>
            {m.account_register_terms()}
          </Link>{' '}
          {m.account_register_and()}{' '}
          <Link to="/privacy-policy" className={ui.link}>
            {m.account_register_privacy()}
          </Link>
          {m.account_register_agree_end()}
        </p>
      </form>
      <p className="mt-8 border-t border-line pt-6 text-center text-cocoa-soft">
        {m.account_register_have_account()}{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          {m.account_log_in()}
        </Link>
      </p>
    </>
  );
}

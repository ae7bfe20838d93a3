import {
  DEFAULT_AFTER_LOGIN,
  formatPrice,
  REFERRAL_CREDIT_PAISA,
  REFERRAL_MIN_ORDER_PAISA,
  ZRegisterCheckBody,
  ZUserSignupBody,
} from '@upahar/contract';
import { checkUsername as usernameCheck, userSignup } from '@upahar/contract/endpoints';
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
  accountMeta('Create an account', {
    description: 'Create an Upahar account to order cakes and gifts for delivery across Nepal.',
  });

type UsernameCheck = { username: string; available: boolean };

/** What happens after sign-up, for a visitor who came from a page; a visitor's cart lives in their browser. */
const comingBack = (referrer: string) =>
  referrer === '/cart' || referrer.startsWith('/cart?')
    ? 'Your cart stays in this browser: once you confirm your e-mail and log in, you are back at the checkout.'
    : 'Once you confirm your e-mail and log in, you are back where you left off.';

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
      <AuthIntro title="Create an account">
        Order cakes and gifts, track deliveries and save your favourites.
      </AuthIntro>
      {inviteCode && !form.alert && (
        <FormAlert tone="info">
          A friend invited you: you both get up to {formatPrice(REFERRAL_CREDIT_PAISA)} credit when your first
          order of {formatPrice(REFERRAL_MIN_ORDER_PAISA)} or more is delivered and paid.
        </FormAlert>
      )}
      {referrer && !form.alert && <FormAlert tone="info">{comingBack(referrer)}</FormAlert>}
      {/* The server's message, else "An unexpected error occurred." (serverMessageOr). */}
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <SocialButtons referrer={referrer} />
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <TextField {...form.field('name')} label="Full name" autoComplete="name" maxLength={80} required />
        <TextField
          {...form.field('username')}
          error={
            form.errors.username ?? (current && !current.available ? 'This username is taken' : undefined)
          }
          success={current?.available ? 'Available' : undefined}
          onBlur={checkUsername}
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          showCount
          hint="Letters, digits, dots and underscores."
          required
        />
        <EmailField {...form.field('email')} />
        <TextField
          {...form.field('phone')}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="For delivery updates, e.g. 9841234567."
          optional
        />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label="Password"
          hint="At least 8 characters."
        />
        <SubmitButton busy={form.busy} busyLabel="Creating your account…" fullWidth>
          Create account
        </SubmitButton>
        <p className="text-center text-sm text-cocoa-soft">
          By creating an account you agree to our{' '}
          <Link to="/termsconditions" className={ui.link}>
            terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className={ui.link}>
            privacy policy
          </Link>
          .
        </p>
      </form>
      <p className="mt-8 border-t border-line pt-6 text-center text-cocoa-soft">
        Already have an account?{' '}
        <Link to={withReferrer('/login', referrer)} className={ui.link}>
          Log in
        </Link>
      </p>
    </>
  );
}

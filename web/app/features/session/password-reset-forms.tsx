import { ZEmailLinkBody, ZNewPasswordBody } from '@upahar/contract';
import { forgotPassword, resetPassword } from '@upahar/contract/endpoints';
import { useNavigate } from 'react-router';
import { EmailField, FormAlert, NewPasswordFields, SubmitButton, useForm } from '~/components/form';
import { KeyRound, LockKeyhole } from '~/components/icon';
import { callApi } from '~/lib/browser-api';
import { AuthIntro } from './auth-intro';
import { withReferrer } from './referrer';

/**
 * Step 1 of a reset: ask for a link. The server answers with the same message whether or not
 * the account exists (no account enumeration), and that message is shown as is.
 */
export function ForgotPasswordForm({ problem, referrer }: { problem?: string; referrer?: string | null }) {
  const form = useForm({ email: '' });
  const onSubmit = form.submit(
    ZEmailLinkBody,
    (v) => ({ ...v, referrer: referrer ?? undefined }),
    async (body) => {
      const res = await callApi(forgotPassword, { body });
      form.setAlert({
        tone: 'success',
        text: res.message ?? 'Check your inbox for a link to reset your password.',
      });
    },
  );
  const sent = form.alert?.tone === 'success';

  return (
    <>
      <AuthIntro title="Forgot your password?" icon={KeyRound}>
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </AuthIntro>
      {problem && !form.alert && <FormAlert tone="error">{problem}</FormAlert>}
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <EmailField {...form.field('email')} />
        <SubmitButton
          busy={form.busy}
          busyLabel="Sending…"
          fullWidth
          variant={sent ? 'secondary' : 'primary'}
        >
          {sent ? 'Send the link again' : 'Send me a reset link'}
        </SubmitButton>
      </form>
    </>
  );
}

/** Step 2: the e-mailed link was valid; choose the new password, then log in and go back to `referrer`. */
export function NewPasswordForm({ token, referrer }: { token: string; referrer?: string | null }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const onSubmit = form.submit(
    ZNewPasswordBody,
    (v) => ({ ...v, token }),
    async (body) => {
      await callApi(resetPassword, { body });
      // The login page says "Your password has been changed…"; replace drops the used token.
      navigate(withReferrer('/login', referrer, { reset: '1' }), { replace: true });
    },
  );

  return (
    <>
      <AuthIntro title="Choose a new password" icon={LockKeyhole}>
        Pick a password you do not use on other sites.
      </AuthIntro>
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label="New password"
          hint="At least 8 characters."
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…" fullWidth>
          Save new password
        </SubmitButton>
      </form>
    </>
  );
}

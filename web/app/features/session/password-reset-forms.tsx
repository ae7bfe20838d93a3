import { ZEmailLinkBody, ZNewPasswordBody } from '@upahar/contract';
import { forgotPassword, resetPassword } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
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
        text: res.message ?? m.account_reset_check_inbox(),
      });
    },
  );
  const sent = form.alert?.tone === 'success';

  return (
    <>
      <AuthIntro title={m.account_forgot_title()} icon={KeyRound}>
        {m.account_forgot_lead()}
      </AuthIntro>
      {problem && !form.alert && <FormAlert tone="error">{problem}</FormAlert>}
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <EmailField {...form.field('email')} />
        <SubmitButton
          busy={form.busy}
          busyLabel={m.account_sending()}
          fullWidth
          variant={sent ? 'secondary' : 'primary'}
        >
          {sent ? m.account_send_link_again() : m.account_send_reset_link()}
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
      <AuthIntro title={m.account_new_password_title()} icon={LockKeyhole}>
        {m.account_new_password_lead()}
      </AuthIntro>
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label={m.account_new_password()}
          hint={m.account_password_hint()}
        />
        <SubmitButton busy={form.busy} busyLabel={m.account_saving()} fullWidth>
          {m.account_save_new_password()}
        </SubmitButton>
      </form>
    </>
  );
}

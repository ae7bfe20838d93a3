import { ZChangePasswordBody } from '@upahar/contract';
import { changePassword } from '@upahar/contract/endpoints';
import { Link } from 'react-router';
import { FormAlert, NewPasswordFields, PasswordField, SubmitButton, ui, useForm } from '~/components/form';
import { ChevronLeft } from '~/components/icon';
import { accountMeta, SessionGateNotice, useRequireLogin, useSession } from '~/features/session';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => accountMeta('Change password', { noindex: true });

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePasswordForm() {
  const { user } = useSession();
  const form = useForm(EMPTY);
  const onSubmit = form.submit(
    ZChangePasswordBody,
    (v) => v,
    async (body) => {
      await callApi(changePassword, { body });
      // Passwords are not kept on screen once they did their job.
      form.setValues(EMPTY);
      form.setAlert({
        tone: 'success',
        text: 'Your password has been changed. Other devices have been logged out.',
      });
    },
  );

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordField
        {...form.field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        label="New password"
        hint="At least 8 characters, different from the current one."
      />
      <SubmitButton busy={form.busy} busyLabel="Changing password…" fullWidth>
        Change password
      </SubmitButton>
      <p className="text-center text-sm text-cocoa-soft">
        Forgot your current password?{' '}
        <Link to="/reset-password" className={ui.link}>
          Reset it by e-mail
        </Link>
      </p>
    </form>
  );
}

/**
 * This page sits in the shared layout, outside the protected wrapper, so it applies
 * the same rule itself: no token → /login?referrer=/profile/changepassword, checking → wait.
 */
export default function ChangePassword() {
  const gate = useRequireLogin();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      {gate === 'ready' ? (
        <>
          <Link to="/profile" className={`${ui.link} inline-flex items-center gap-1 text-sm`}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Back to your profile
          </Link>
          <div className={`${ui.card} mt-4`}>
            <h1 className={ui.heading}>Change password</h1>
            <p className={`${ui.lead} mb-6`}>Other devices are logged out when you change it.</p>
            <ChangePasswordForm />
          </div>
        </>
      ) : (
        <SessionGateNotice gate={gate} />
      )}
    </div>
  );
}

import { ZChangePasswordBody } from '@upahar/contract';
import { changePassword } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { FormAlert, NewPasswordFields, PasswordField, SubmitButton, ui, useForm } from '~/components/form';
import { ChevronLeft } from '~/components/icon';
import { accountMeta, SessionGateNotice, useRequireLogin, useSession } from '~/features/session';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => accountMeta(m.account_change_password(), { noindex: true });

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
        text: m.account_password_changed_others_out(),
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
        label={m.account_current_password()}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        label={m.account_new_password()}
        hint={m.account_new_password_hint()}
      />
      <SubmitButton busy={form.busy} busyLabel={m.account_changing_password()} fullWidth>
        {m.account_change_password()}
      </SubmitButton>
      <p className="text-center text-sm text-cocoa-soft">
        {m.account_forgot_current()}{' '}
        <Link to="/reset-password" className={ui.link}>
          {m.account_reset_by_email()}
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
            {m.account_back_to_profile()}
          </Link>
          <div className={`${ui.card} mt-4`}>
            <h1 className={ui.heading}>{m.account_change_password()}</h1>
            <p className={`${ui.lead} mb-6`}>{m.account_change_password_lead()}</p>
            <ChangePasswordForm />
          </div>
        </>
      ) : (
        <SessionGateNotice gate={gate} />
      )}
    </div>
  );
}

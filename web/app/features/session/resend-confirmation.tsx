import { VERIFICATION_THROTTLE_MS, ZEmailLinkBody } from '@upahar/contract';
import { resendConfirmation } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { FormAlert, SubmitButton, TextField, useForm } from '~/components/form';
import type { ButtonSize } from '~/components/form/styles';
import { callApi } from '~/lib/browser-api';
import { useCooldown } from './use-cooldown';

type Props = {
  /** A known address: only the button shows. Without it, the visitor types the address. */
  email?: string;
  label?: string;
  variant?: 'primary' | 'secondary';
  /** The page to return to after logging in, carried in the new link. */
  referrer?: string | null;
  size?: ButtonSize;
};

/**
 * "Resend the link" for the e-mail verification. Verification actions are throttled
 * to one per 600 ms; the server's answer is shown as it is (it never says whether an account
 * exists).
 */
export function ResendConfirmation({
  email,
  label = m.account_resend_link(),
  variant = 'secondary',
  size,
  referrer,
}: Props) {
  const form = useForm({ email: email ?? '' });
  const { cooling, start } = useCooldown(VERIFICATION_THROTTLE_MS);

  const toInput = (v: { email: string }) => ({ email: email ?? v.email, referrer: referrer ?? undefined });
  const action = async (body: { email: string; referrer?: string }) => {
    start();
    const res = await callApi(resendConfirmation, { body });
    form.setAlert({ tone: 'success', text: res.message ?? m.account_resent_link() });
  };
  // The throttle's wait counts from the send, not from a refused address.
  const resend = cooling ? undefined : form.submit(ZEmailLinkBody, toInput, action);

  const button = (
    <SubmitButton
      type={email ? 'button' : 'submit'}
      variant={variant}
      size={size}
      busy={form.busy}
      busyLabel={m.account_sending()}
      disabled={cooling && !form.busy}
      onClick={
        email && !cooling ? () => void form.run(ZEmailLinkBody, toInput(form.values), action) : undefined
      }
      fullWidth={!email}
    >
      {label}
    </SubmitButton>
  );

  return (
    <div className="space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      {email ? (
        button
      ) : (
        // A form of its own, so Enter in the field sends it; never rendered inside another form.
        <form noValidate onSubmit={resend ?? ((e) => e.preventDefault())} className="space-y-3">
          <TextField
            label={m.account_email()}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field('email')}
          />
          {button}
        </form>
      )}
    </div>
  );
}

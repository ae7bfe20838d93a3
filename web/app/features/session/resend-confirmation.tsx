import { VERIFICATION_THROTTLE_MS, ZEmailLinkBody } from '@upahar/contract';
import { resendConfirmation } from '@upahar/contract/endpoints';
import { type FormEvent, useRef, useState } from 'react';
import { type AlertState, FormAlert, SubmitButton, TextField, validate } from '~/components/form';
import type { ButtonSize } from '~/components/form/styles';
import { errorMessage } from '~/lib/api';
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
  label = 'Resend the link',
  variant = 'secondary',
  size,
  referrer,
}: Props) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<AlertState>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { cooling, start } = useCooldown(VERIFICATION_THROTTLE_MS);

  async function resend(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (inFlight.current || cooling) return;
    const checked = validate(ZEmailLinkBody, { email: email ?? typed, referrer: referrer ?? undefined });
    if (!checked.ok) {
      setFieldError(checked.errors.email);
      return;
    }
    start();
    inFlight.current = true;
    setBusy(true);
    setResult(null);
    try {
      const res = await callApi(resendConfirmation, { body: checked.data });
      setResult({ tone: 'success', text: res.message ?? 'We have sent you a new verification link.' });
    } catch (e) {
      setResult({ tone: 'error', text: errorMessage(e) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const button = (
    <SubmitButton
      type={email ? 'button' : 'submit'}
      variant={variant}
      size={size}
      busy={busy}
      busyLabel="Sending…"
      disabled={cooling && !busy}
      onClick={email ? () => void resend() : undefined}
      fullWidth={!email}
    >
      {label}
    </SubmitButton>
  );

  return (
    <div className="space-y-3">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      {email ? (
        button
      ) : (
        // A form of its own, so Enter in the field sends it; never rendered inside another form.
        <form noValidate onSubmit={resend} className="space-y-3">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={typed}
            error={fieldError}
            onValueChange={(v) => {
              setTyped(v);
              setFieldError(undefined);
            }}
          />
          {button}
        </form>
      )}
    </div>
  );
}

import {
  formatCountdown,
  PHONE_CODE_RESEND_SECONDS,
  ZPhoneCheckBody,
  ZPhoneCodeBody,
} from '@upahar/contract';
import { checkPhoneCode, requestPhoneCode } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { FormAlert, SubmitButton, TextField, ui, useForm } from '~/components/form';
import { useInviteCode } from '~/features/promotion';
import { errorMessage } from '~/lib/api';
import { ApiError, callApi } from '~/lib/browser-api';
import { useSession } from './session-context';
import { useCountdown } from './use-countdown';

/**
 * Sign in with a mobile number: the number, then the texted code, then (for a number without an
 * account) a name. Once signed in, the login page sends the shopper on, as after an e-mail login.
 */
export function PhoneSignIn() {
  const session = useSession();
  const form = useForm({ phone: '', code: '', name: '' });
  const inviteCode = useInviteCode();
  // The number the code went to, as the server wrote it; null until a code has been sent.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [needsName, setNeedsName] = useState(false);
  const [resending, setResending] = useState(false);
  const resend = useCountdown();
  const codeBox = useRef<HTMLDivElement>(null);
  const focusCode = () => codeBox.current?.querySelector('input')?.focus();

  // Once a code is on its way, the next thing to type is the code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly sent code is the trigger
  useEffect(() => {
    if (sentTo) focusCode();
  }, [sentTo]);

  async function send(phone: string) {
    const res = await callApi(requestPhoneCode, { body: { phone } });
    setSentTo(res.data.phone);
    setNotice(res.message ?? null);
    resend.start(res.data.resendInSeconds);
  }

  // A refused request (wait a minute, too many codes) still starts the wait the server names.
  const waitFrom = (e: unknown) => {
    if (e instanceof ApiError && e.status === 429) resend.start(PHONE_CODE_RESEND_SECONDS);
  };

  const onSendCode = form.submit(
    ZPhoneCodeBody,
    (v) => ({ phone: v.phone }),
    async (body) => {
      try {
        await send(body.phone);
        setNeedsName(false);
      } catch (e) {
        waitFrom(e);
        throw e;
      }
    },
  );

  const onCheck = form.submit(
    ZPhoneCheckBody,
    (v) => ({
      phone: sentTo,
      code: v.code,
      name: needsName ? v.name : undefined,
      // A friend's invite counts when this code makes the account.
      referralCode: needsName ? (inviteCode ?? undefined) : undefined,
    }),
    async (body) => {
      const res = await callApi(checkPhoneCode, { body });
      if ('needsName' in res.data) {
        setNeedsName(true);
        setNotice(res.message ?? null);
        return;
      }
      session.loginWith(res.data);
    },
  );

  async function onResend() {
    if (!sentTo || resending) return;
    setResending(true);
    form.setAlert(null);
    try {
      await send(sentTo);
      form.setValue('code', '');
      focusCode();
    } catch (e) {
      waitFrom(e);
      form.setAlert({ tone: 'error', text: errorMessage(e) });
    } finally {
      setResending(false);
    }
  }

  function changeNumber() {
    setSentTo(null);
    setNeedsName(false);
    setNotice(null);
    form.setAlert(null);
  }

  const alerts = (
    <>
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      {!form.alert && notice && <FormAlert tone={needsName ? 'info' : 'success'}>{notice}</FormAlert>}
    </>
  );

  if (!sentTo) {
    return (
      <form method="post" noValidate onSubmit={onSendCode} className="space-y-5">
        {alerts}
        <TextField
          {...form.field('phone')}
          label={m.account_mobile_number()}
          hint={m.account_phone_hint()}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          required
        />
        <SubmitButton busy={form.busy} busyLabel={m.account_sending()} fullWidth>
          {m.account_send_code()}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onCheck} className="space-y-5">
      {alerts}
      <p className="text-sm text-cocoa-soft">
        {m.account_code_sent_to_before()}
        <strong className="text-cocoa">{sentTo}</strong>
        {m.account_code_sent_to_after()}{' '}
        <button type="button" onClick={changeNumber} className={ui.link}>
          {m.account_change_number()}
        </button>
      </p>
      <div ref={codeBox}>
        <TextField
          {...form.field('code')}
          label={m.account_six_digit_code()}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="tracking-[0.4em]"
          required
        />
      </div>
      {needsName && (
        <TextField
          {...form.field('name')}
          label={m.account_your_name()}
          hint={m.account_your_name_hint()}
          autoComplete="name"
          maxLength={80}
          required
          autoFocus
        />
      )}
      <SubmitButton busy={form.busy} busyLabel={m.account_checking()} fullWidth>
        {needsName ? m.account_create_and_sign_in() : m.account_sign_in()}
      </SubmitButton>
      <p className="text-center">
        <SubmitButton
          type="button"
          variant="quiet"
          size="sm"
          busy={resending}
          busyLabel={m.account_sending()}
          disabled={resend.left > 0}
          onClick={onResend}
        >
          {resend.left > 0
            ? m.account_resend_code_in({ time: formatCountdown(resend.left) })
            : m.account_resend_code()}
        </SubmitButton>
      </p>
    </form>
  );
}

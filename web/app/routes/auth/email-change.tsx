import { ZVerifyEmailBody } from '@upahar/contract';
import { verifyEmail } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui, validate } from '~/components/form';
import { MailCheck, MailWarning } from '~/components/icon';
import { AuthIntro, accountMeta, LoadingNotice } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { Route } from './+types/email-change';

export const meta: Route.MetaFunction = () => accountMeta(m.account_email_change_meta(), { noindex: true });

/** The link mailed to a new address lands here with ?token=…; opening it makes the change. */
export default function EmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: true; email: string } | { ok: false; message: string } | null>(
    null,
  );
  // The token is single-use: a second POST would fail and hide the success.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const checked = validate(ZVerifyEmailBody, { token });
    if (!checked.ok) {
      setResult({ ok: false, message: checked.errors.token ?? m.account_link_invalid() });
      return;
    }
    callApi(verifyEmail, { body: checked.data }).then(
      (res) => setResult({ ok: true, email: res.data.profile.email }),
      (e: unknown) => setResult({ ok: false, message: errorMessage(e) }),
    );
  }, [token]);

  if (result === null) return <LoadingNotice />;
  if (result.ok)
    return (
      <>
        <AuthIntro title={m.account_email_changed()} icon={MailCheck}>
          {m.account_email_changed_before()}
          <strong className="wrap-anywhere text-cocoa">{result.email}</strong>
          {m.account_email_changed_after()}
        </AuthIntro>
        <Link to="/profile" className={buttonClass('primary', 'mt-6 w-full')}>
          {m.account_go_to_profile()}
        </Link>
      </>
    );
  return (
    <>
      <AuthIntro title={m.account_email_change_failed()} icon={MailWarning} />
      <FormAlert tone="error">{result.message}</FormAlert>
      <p className="mt-6 text-cocoa-soft">
        {m.account_email_change_expired()}{' '}
        <Link to="/profile/edit" className={ui.link}>
          {m.account_email_change_your_profile()}
        </Link>
        {m.account_email_change_expired_end()}
      </p>
    </>
  );
}

import { NEWSLETTER_DEFAULTS, type TFooterData } from '@upahar/contract';
import { subscribeNewsletter } from '@upahar/contract/endpoints';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '~/lib/browser-api';
import { checkNewsletterEmail, newsletterFailure } from './newsletter';

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** Newsletter sign-up: validated locally, POST home/subscribe-newsletter {email}. */
export function NewsletterForm({ newsletter }: { newsletter: TFooterData['newsletter'] | null | undefined }) {
  const placeholder = newsletter?.placeholder || NEWSLETTER_DEFAULTS.placeholder;
  const buttonText = newsletter?.buttonText || NEWSLETTER_DEFAULTS.buttonText;
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setFeedback({ kind: 'error', text: check.error });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const res = await callApi(subscribeNewsletter, { body: { email: check.email } });
      setFeedback({ kind: 'ok', text: res.message || 'Thank you for subscribing!' });
      setEmail('');
    } catch (err) {
      setFeedback({ kind: 'error', text: newsletterFailure(err) });
    } finally {
      setBusy(false);
    }
  }

  const invalid = feedback?.kind === 'error';
  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={feedback ? messageId : undefined}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-line bg-white px-5 text-cocoa placeholder:text-cocoa-soft/80 aria-[invalid=true]:border-danger"
        />
        <button type="submit" disabled={busy} className="btn-primary h-12 px-6">
          {buttonText}
        </button>
      </div>
      {/* Both regions stay mounted so screen readers announce the text when it appears. */}
      <p
        id={feedback?.kind === 'ok' ? messageId : undefined}
        role="status"
        className="mt-2 text-sm text-success"
      >
        {feedback?.kind === 'ok' ? feedback.text : ''}
      </p>
      <p id={invalid ? messageId : undefined} role="alert" className="text-sm font-medium text-danger">
        {invalid ? feedback.text : ''}
      </p>
    </form>
  );
}

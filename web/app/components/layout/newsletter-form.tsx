import { type TFooterData, ZSubscribeNewsletterBody } from '@upahar/contract';
import { subscribeNewsletter } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { useForm } from '~/components/form';
import { callApi } from '~/lib/browser-api';
import { newsletterFailure } from './newsletter';

/** Newsletter sign-up: validated locally, POST home/subscribe-newsletter {email}. */
export function NewsletterForm({ newsletter }: { newsletter: TFooterData['newsletter'] | null | undefined }) {
  const placeholder = newsletter?.placeholder || m.text_newsletter_placeholder();
  const buttonText = newsletter?.buttonText || m.text_newsletter_button();
  const form = useForm({ email: '' }, newsletterFailure);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;

  const onSubmit = form.submit(
    ZSubscribeNewsletterBody,
    (v) => ({ email: v.email }),
    async (body) => {
      const res = await callApi(subscribeNewsletter, { body });
      form.setAlert({ tone: 'success', text: res.message || m.shell_newsletter_thanks() });
      form.setValue('email', '');
    },
  );

  // Every address the shop refuses reads the same here, however it is wrong (blank included).
  const error = form.errors.email
    ? m.text_invalid_email()
    : form.alert?.tone === 'error'
      ? form.alert.text
      : null;
  const success = form.alert?.tone === 'success' ? form.alert.text : null;
  const invalid = error !== null;
  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        {m.shell_newsletter_email_label()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(e) => form.setValue('email', e.target.value)}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={error || success ? messageId : undefined}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-line bg-white px-5 text-cocoa placeholder:text-cocoa-soft/80 aria-[invalid=true]:border-danger"
        />
        <button type="submit" disabled={form.busy} className="btn-primary h-12 px-6">
          {buttonText}
        </button>
      </div>
      {/* Both regions stay mounted so screen readers announce the text when it appears. */}
      <p id={success ? messageId : undefined} role="status" className="mt-2 text-sm text-success">
        {success ?? ''}
      </p>
      <p id={invalid ? messageId : undefined} role="alert" className="text-sm font-medium text-danger">
        {error ?? ''}
      </p>
    </form>
  );
}

import { NEWSLETTER_EMAIL_RE, TEXT } from '@upahar/contract';
import { ApiError } from '../../lib/api';

export type NewsletterCheck = { ok: true; email: string } | { ok: false; error: string };

/** Text, an at sign, text, a dot, text; anything else shows the error and sends nothing. */
export function checkNewsletterEmail(input: string): NewsletterCheck {
  const email = input.trim();
  return NEWSLETTER_EMAIL_RE.test(email) ? { ok: true, email } : { ok: false, error: TEXT.invalidEmail };
}

/** A failed subscription shows the server's message, else the generic retry text. */
export function newsletterFailure(e: unknown): string {
  // Only an error envelope carries a message meant for people; transport errors do not.
  if (e instanceof ApiError && e.status > 0 && !e.message.startsWith('request failed with status code')) {
    return e.message;
  }
  return TEXT.subscribeFailed;
}

import { m } from '@upahar/contract/messages';

import { ApiError } from '../../lib/api';

/** A failed subscription shows the server's message, else the generic retry text. */
export function newsletterFailure(e: unknown): string {
  // Only an error envelope carries a message meant for people; transport errors do not.
  if (e instanceof ApiError && e.status > 0 && !e.message.startsWith('request failed with status code')) {
    return e.message;
  }
  return m.text_subscribe_failed();
}

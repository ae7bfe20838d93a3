import { z } from 'zod';
import { numeric } from './common.ts';
import { success } from './envelope.ts';

// The admins' view of messages the shop could not send: e-mails and texts still being retried
// ("failing") and those given up after a day of tries ("dead"), with a way to send them again.

export const OUTBOX_PER_PAGE = 25;

export const ZOutboxView = z.enum(['dead', 'failing']);
export type TOutboxView = z.infer<typeof ZOutboxView>;

export const ZUndeliveredQuery = z.object({
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
  view: ZOutboxView.default('dead'),
});
export type TUndeliveredQuery = z.infer<typeof ZUndeliveredQuery>;

export const ZUndeliveredMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  /** The e-mail's subject; a text has none (its words may hold a sign-in code, so they are not shown). */
  subject: z.string(),
  status: z.enum(['failed', 'dead']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Failing: when it is tried next. Dead: when it was given up. */
  nextAttemptAt: z.string(),
});
export type TUndeliveredMessage = z.infer<typeof ZUndeliveredMessage>;

export const ZUndeliveredResponse = success(
  z.object({
    messages: z.array(ZUndeliveredMessage),
    counts: z.object({ dead: z.number().int(), failing: z.number().int() }),
  }),
);

export const ZUndeliveredParams = z.object({ id: z.uuid('Choose a message') });

export const ZResendResponse = success(z.object({ resent: z.number().int() }));

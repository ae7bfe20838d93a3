import { defineEndpoint } from '../endpoint.ts';
import { ZResendResponse, ZUndeliveredParams, ZUndeliveredQuery, ZUndeliveredResponse } from '../outbox.ts';

// Admins only: the routes refuse sellers with 403 after the staff check lets them in.
const admin = { surface: 'dashboard', tag: 'dashboard admin', access: 'staff' } as const;

export const listUndeliveredMessages = defineEndpoint({
  ...admin,
  id: 'listUndeliveredMessages',
  method: 'GET',
  path: '/outbox',
  summary:
    'Admins: e-mails and texts given up after a day of tries (dead) or being retried (failing), newest first',
  query: ZUndeliveredQuery,
  response: ZUndeliveredResponse,
});

export const resendMessage = defineEndpoint({
  ...admin,
  id: 'resendMessage',
  auditLabel: 'Sent an undelivered message again',
  method: 'POST',
  path: '/outbox/:id/resend',
  summary: 'Admins: send a dead or failing message again now, with a new day of tries',
  params: ZUndeliveredParams,
  response: ZResendResponse,
  errors: [404, 409],
});

export const resendDeadMessages = defineEndpoint({
  ...admin,
  id: 'resendDeadMessages',
  auditLabel: 'Sent every undelivered message again',
  method: 'POST',
  path: '/outbox/resend-dead',
  summary: 'Admins: send every dead message again now, each with a new day of tries',
  response: ZResendResponse,
});

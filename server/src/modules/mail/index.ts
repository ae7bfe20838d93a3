// What other modules may use of outgoing e-mail and texts; everything else in this folder is its own business.

export { type OutboxBacklog, outboxBacklog } from './backlog.ts';
export { linksRunTogether } from './links.ts';
export { type Mail, queueEmail } from './outbox.ts';
export { mailboxRoutes } from './site.routes.ts';
export { queueSms, type Sms } from './sms.ts';
export { startOutboxWorker } from './worker.ts';

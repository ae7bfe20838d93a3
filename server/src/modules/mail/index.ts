// What other modules may use of outgoing e-mail and texts; everything else in this folder is its own business.

export { outboxDashboardRoutes } from './dashboard.routes.ts';
export { drainOutbox, type Senders } from './drain.ts';
export { linksRunTogether } from './links.ts';
export { insertOutboxRow, type Mail, queueEmail } from './outbox.ts';
export { sendersFor } from './senders.ts';
export { mailboxRoutes } from './site.routes.ts';
export { queueSms } from './sms.ts';
export { outboxBacklog } from './undelivered.ts';

// Occasion reminders: a shopper's people and their yearly days, the reminder job, the gift and
// unsubscribe links, and staff's suggestions. The rest is its own business.

export { reminderDashboardRoutes } from './dashboard.routes.ts';
export { reminderOneClickRoutes } from './one-click.routes.ts';
export { forgetSentReminders, sendDueReminders } from './send.ts';
export { reminderRoutes } from './storefront.routes.ts';

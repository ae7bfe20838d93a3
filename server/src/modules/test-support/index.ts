// Routes only the browser tests use; app.ts registers them when NODE_ENV is test and never else.

export { testOutboxRoutes } from './outbox.routes.ts';
export { testPrizeRoutes } from './prize.routes.ts';
export { testReminderRoutes } from './reminders.routes.ts';
export { testLoginRoutes } from './site.routes.ts';
export { testSlowRoutes } from './slow.routes.ts';

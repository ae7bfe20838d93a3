// One set of factories for tests, e2e fixtures and the demo seed.

export * from './blog.ts';
export * from './cake.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './community.ts';
export * from './content.ts';
export * from './delivery.ts';
export * from './orders.ts';
export * from './users.ts';

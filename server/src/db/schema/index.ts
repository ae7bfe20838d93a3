export * from './catalog.ts';
export * from './community.ts';
export * from './content.ts';
export * from './media.ts';
export * from './outbox.ts';
export * from './search.ts';
export * from './users.ts';

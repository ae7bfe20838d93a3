export * from './catalog.ts';
export * from './content.ts';
export * from './media.ts';
export * from './outbox.ts';
export * from './users.ts';

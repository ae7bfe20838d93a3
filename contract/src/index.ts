export * from './api-transport.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './envelope.ts';
export * from './money.ts';

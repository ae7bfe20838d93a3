import type { ApiTransport } from './api';

// The SSR host (server/src/plugins/ssr.ts) passes this to every loader and action.
export type UpaharLoadContext = {
  api: ApiTransport;
  /** This page's Content-Security-Policy nonce, for its inline scripts (none in development). */
  nonce?: string;
};

declare module 'react-router' {
  interface AppLoadContext extends UpaharLoadContext {}
}

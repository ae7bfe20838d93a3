import type { ApiTransport } from './api';

// The SSR host (server/src/plugins/ssr.ts) passes this to every loader and action.
export type UpaharLoadContext = {
  api: ApiTransport;
  /** This page's Content-Security-Policy nonce, for its inline scripts (none in development). */
  nonce?: string;
  /**
   * The shop's time as the server reads it (ms), so countdowns rendered on the server agree with
   * the deals and sales the API priced at that moment, even when the shop's clock is set apart.
   */
  now?: number;
};

declare module 'react-router' {
  interface AppLoadContext extends UpaharLoadContext {}
}

import { createContext, useContext } from 'react';

// The page's Content-Security-Policy allows inline scripts only with this request's nonce (the
// server makes one per page and sends it in the policy). The server's render provides it; in the
// browser there is none to give, and none is needed: scripts React adds later are not inline HTML.
// A browser hides a nonce once the page is parsed (the attribute then reads ""), so the browser's
// render gives "" too: hydration then finds the attributes equal instead of warning.
export const NonceContext = createContext<string | undefined>(
  typeof document === 'undefined' ? undefined : '',
);

export const useNonce = () => useContext(NonceContext);

import { createContext, useContext } from 'react';

// The page's Content-Security-Policy allows inline scripts only with this request's nonce (the
// server makes one per page and sends it in the policy). The server's render provides it; in the
// browser there is none to give, and none is needed: scripts React adds later are not inline HTML.
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

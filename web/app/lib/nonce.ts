import { createContext, useContext } from 'react';

// The page's Content-Security-Policy allows inline scripts only with this request's nonce (the
// server makes one per page and sends it in the policy). The server's render provides it. The
// browser's render must give the same value, or a development build of React reports each element
// carrying it as a hydration mismatch: it compares with the element's nonce property, which keeps
// the value while the attribute is blanked once the page is parsed. So the browser reads it back
// from an element the server gave it to; a page served without one (Vite's development server)
// has none there either.
const pageNonce = () => document.querySelector<HTMLElement>('[nonce]')?.nonce || undefined;

export const NonceContext = createContext<string | undefined>(
  typeof document === 'undefined' ? undefined : pageNonce(),
);

export const useNonce = () => useContext(NonceContext);

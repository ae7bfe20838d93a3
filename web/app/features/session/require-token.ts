import { redirect } from 'react-router';
import { getToken } from '~/lib/browser-api';
import { shopPath } from '~/lib/locale';
import { loginUrlFor } from './referrer';

/**
 * The first step of a personal page's clientLoader. Without a token there is nothing personal to
 * load: go and log in, and come back here afterwards. (A token the server no longer accepts is
 * the session's business: it forgets the token and the protected wrapper sends the visitor to
 * log in.)
 */
export function requireToken(request: Request): void {
  if (getToken()) return;
  const url = new URL(request.url);
  throw redirect(loginUrlFor(shopPath(url.pathname) + url.search));
}

import { safeReferrer } from '@upahar/contract';
import { pageLink } from '../../lib/page-link.ts';

/**
 * An absolute link to a page of the shop for an account e-mail. The token comes first; the page
 * to return to after login rides along only when it is a same-site path (checked here again,
 * whoever calls), so a mailed link can never lead to another site.
 */
export function mailLink(
  publicUrl: string,
  path: string,
  opts: { token?: string; referrer?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (opts.token) params.set('token', opts.token);
  const back = safeReferrer(opts.referrer, null);
  if (back) params.set('referrer', back);
  const qs = params.toString();
  return pageLink(publicUrl, `${path}${qs ? `?${qs}` : ''}`);
}

import { PRODUCT_NAME } from '@upahar/contract';
import type { MetaDescriptor } from 'react-router';

/**
 * Title ("Log in | Upahar") and robots for the account pages. Pages that carry a token in the
 * URL or show personal data are noindex; React Router uses only the deepest route's meta, so
 * the profile pages repeat it instead of relying on the protected wrapper's.
 */
export function accountMeta(title: string, opts: { description?: string; noindex?: boolean } = {}) {
  const tags: MetaDescriptor[] = [{ title: `${title} | ${PRODUCT_NAME}` }];
  if (opts.description) tags.push({ name: 'description', content: opts.description });
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

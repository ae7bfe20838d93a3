// Every link target that is missing defaults to "/".
export function linkTarget(url: string | null | undefined): string {
  const trimmed = url?.trim();
  return trimmed ? trimmed : '/';
}

/** Links that leave the shop (other hosts, mail, phone, app stores) must not go through the router. */
export function isExternal(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Categories from menu data link to /category/{slug}. */
export const categoryPath = (slug: string | null | undefined) =>
  slug?.trim() ? `/category/${encodeURIComponent(slug.trim())}` : '/';

/** Product and cake link targets are /product/{slug}. */
export const productPath = (slug: string | null | undefined) =>
  slug?.trim() ? `/product/${encodeURIComponent(slug.trim())}` : '/';

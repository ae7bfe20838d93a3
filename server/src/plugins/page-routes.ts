import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** Every page that was not found, whatever address was asked for: one series, not one each. */
export const NOT_FOUND_ROUTE = 'not-found';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

// React Router asks for a page's data at the page's address plus `.data` (`/_root.data` for the
// home page): the same route, counted apart since it is other work.
const DATA_SUFFIX = '.data';

/**
 * Names a rendered page by its route pattern (`/product/:idOrSlug`), as the API's routes are
 * named by theirs, from the web build's route table: the metrics then have one series per page
 * kind however many products there are. A page answered 404 (an unknown address, a product that
 * does not exist) is `not-found`.
 */
export function pageRouteLabels(build: ServerBuild): (url: string, status: number) => string {
  const routes = Object.values(build.routes).filter((r): r is ManifestRoute => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);

  return (url, status) => {
    if (status === 404) return NOT_FOUND_ROUTE;
    const query = url.indexOf('?');
    let pathname = query < 0 ? url : url.slice(0, query);
    const data = pathname.endsWith(DATA_SUFFIX);
    if (data) pathname = pathname === '/_root.data' ? '/' : pathname.slice(0, -DATA_SUFFIX.length);
    const matches = matchRoutes(tree, pathname);
    if (!matches) return NOT_FOUND_ROUTE;
    const pattern = `/${matches
      .map((m) => m.route.path)
      .filter((p) => p !== undefined && p !== '')
      .join('/')}`.replace(/\/{2,}/g, '/');
    return data ? `${pattern}${DATA_SUFFIX}` : pattern;
  };
}

import type { chunkGraph } from './chunk-graph';

// Fewer files for the pages whose weight is budgeted: home, a category and a product.
//
// Rollup puts two modules in the same file only when exactly the same pages use them, and with
// about a hundred pages that leaves a category or a product page fetching some twenty small files.
// Each is compressed alone, and the same code compresses about a quarter smaller in one file. So
// the modules such a page shares with the pages like it are asked for as one chunk: a module
// joins a group when every page of the group uses it and every page that uses it also loads the
// group's anchor (the listing's page, the product's view, the card). The pages that load the
// group then load it whole, but they are pages that load its anchor anyway; nothing a dashboard
// page or the checkout needs rides along with a product page's code. What home, category and
// product pages all use goes with the code every page runs.

const HOME = '/app/routes/home.tsx';
const CATEGORY = '/app/routes/catalog/category.tsx';
const PRODUCT = '/app/routes/product/product.tsx';
const ROUTE = '?__react-router-build-client-route';
const DASHBOARD = '/app/routes/dashboard/';
const ICON = '\0upahar-icon:';
const WIDELY_USED = 20;
const ICON_FUNCTION = ['/app/components/icon/icon.tsx', 'virtual:upahar/icon-sprite'];

const GROUPS = [
  { name: 'product-page', pages: [PRODUCT], anchor: '/app/features/product/product-view.tsx' },
  { name: 'listing', pages: [CATEGORY], anchor: '/app/features/catalog/listing-page.tsx' },
  { name: 'catalog', pages: [CATEGORY, PRODUCT], anchor: '/app/features/catalog/product-card.tsx' },
] as const;

type Graph = ReturnType<typeof chunkGraph>;

/** Adds the budgeted pages' groups to `plan`, leaving the modules it already places alone. */
export function planPageGroups(graph: Graph, plan: Map<string, string>, framework: (id: string) => boolean) {
  const routes = graph.chunks.filter((c) => c.isEntry && c.facadeModuleId?.endsWith(ROUTE));
  const routeFiles = new Set(routes.map((r) => (r.facadeModuleId as string).split('?')[0]));
  // For each module, the pages that load it at once.
  const users = new Map<string, Set<string>>();
  const byPage = new Map<string, Set<string>>();
  for (const route of routes) {
    const page = (route.facadeModuleId as string).split('?')[0];
    const modules = new Set(graph.modulesOf(graph.closure(route)).keys());
    byPage.set(page, modules);
    for (const id of modules) {
      const set = users.get(id) ?? new Set<string>();
      set.add(page);
      users.set(id, set);
    }
  }
  const pageOf = (suffix: string) => [...byPage].find(([page]) => page.endsWith(suffix))?.[1];
  const free = (id: string) =>
    !plan.has(id) &&
    !routeFiles.has(id.split('?')[0]) &&
    !framework(id) &&
    !id.includes('/node_modules/zod/');
  const usersOf = (id: string) => [...(users.get(id) ?? [])];

  for (const group of GROUPS) {
    const pages = group.pages.map(pageOf);
    const anchor = [...users.keys()].find((id) => id.endsWith(group.anchor));
    const allowed = anchor ? users.get(anchor) : undefined;
    if (!allowed || pages.some((p) => !p)) continue;
    const [first, ...rest] = pages as Set<string>[];
    for (const id of first)
      if (free(id) && rest.every((p) => p.has(id)) && usersOf(id).every((page) => allowed.has(page)))
        plan.set(id, group.name);
  }

  // What two or three of the budgeted pages share beyond those groups. What all three share goes
  // with the shop's shell, or with the code every page runs when dashboard pages use it too;
  // what only category and product pages share (dates, money, stars) gets a file of its own, and
  // so does what only home and product pages share (the shelves' headings), which a category
  // page would otherwise download unused. So a file only ever imports files of the layers below
  // it: framework, shell, shop's shell, what two pages share, the card's group, then a page's
  // own group (a module two pages share imports only what both of them load).
  const [home, category, product] = [HOME, CATEGORY, PRODUCT].map(pageOf);
  if (!home || !category || !product) return;
  for (const id of new Set([...home, ...category, ...product])) {
    if (!free(id)) continue;
    const count = [home, category, product].filter((p) => p.has(id)).length;
    if (count < 2) continue;
    const dashboard = usersOf(id).some((page) => page.includes(DASHBOARD));
    if (!home.has(id)) plan.set(id, 'catalog-shared');
    else if (!category.has(id) && !dashboard) plan.set(id, 'shelves');
    else plan.set(id, dashboard ? 'shell' : 'shop-shell');
  }

  // What is left of one budgeted page's own code goes in one file for that page, unless many
  // pages use it (the form fields): those pages would then each fetch the page's other leftovers.
  for (const [name, page] of [
    ['home-more', home],
    ['category-more', category],
    ['product-more', product],
  ] as const)
    for (const id of page)
      if (free(id) && !id.startsWith(ICON) && usersOf(id).length <= WIDELY_USED) plan.set(id, name);

  // A page's own route module with its group, so the page's code is one file.
  for (const [suffix, name] of [
    [CATEGORY, 'listing'],
    [PRODUCT, 'product-page'],
  ] as const)
    for (const id of users.keys()) if (id.endsWith(suffix)) plan.set(id, name);

  // The icons the three pages draw that no group took: alone, each would be a file of a few
  // dozen bytes; they go with the shop's shell. Their drawing function goes with the code every
  // page runs, so the dashboard's icons need nothing of the shop's shell.
  for (const id of new Set([...home, ...category, ...product]))
    if (id.startsWith(ICON) && free(id)) plan.set(id, 'shop-shell');
  for (const id of users.keys()) if (ICON_FUNCTION.some((end) => id.endsWith(end))) plan.set(id, 'shell');
}

import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGraph } from './chunk-graph';
import { chunkCycle } from './chunk-order';
import { splitIconList } from './icon-sprite';
import { planPageGroups } from './page-groups';

// A bundle as the planning pass sees it: files, what each imports, and the modules in each.
function bundle(files: Record<string, { entry?: string; imports?: string[]; modules: string[] }>) {
  const out: Record<string, Partial<Rollup.OutputChunk>> = {};
  for (const [fileName, f] of Object.entries(files))
    out[fileName] = {
      type: 'chunk',
      fileName,
      isEntry: Boolean(f.entry),
      facadeModuleId: f.entry ? `${f.entry}?__react-router-build-client-route` : null,
      imports: f.imports ?? [],
      modules: Object.fromEntries(
        f.modules.map((id) => [id, { renderedLength: 10 } as Rollup.RenderedModule]),
      ),
    };
  return out as unknown as Rollup.OutputBundle;
}

const APP = '/w/web/app';
const pages = {
  'home.js': {
    entry: `${APP}/routes/home.tsx`,
    imports: ['both.js', 'shelf.js'],
    modules: [`${APP}/routes/home.tsx`],
  },
  'category.js': {
    entry: `${APP}/routes/catalog/category.tsx`,
    imports: ['listing.js', 'card.js', 'both.js', 'blog-too.js', 'dates.js'],
    modules: [`${APP}/routes/catalog/category.tsx`],
  },
  'product.js': {
    entry: `${APP}/routes/product/product.tsx`,
    imports: ['view.js', 'card.js', 'both.js', 'dates.js', 'shelf.js'],
    modules: [`${APP}/routes/product/product.tsx`],
  },
  'blog.js': {
    entry: `${APP}/routes/blog/blog.tsx`,
    imports: ['blog-too.js'],
    modules: [`${APP}/routes/blog/blog.tsx`],
  },
  'orders.js': {
    entry: `${APP}/routes/dashboard/orders.tsx`,
    imports: ['dates.js'],
    modules: [`${APP}/routes/dashboard/orders.tsx`],
  },
  'listing.js': {
    modules: [`${APP}/features/catalog/listing-page.tsx`, `${APP}/features/catalog/chips.tsx`],
  },
  'card.js': { modules: [`${APP}/features/catalog/product-card.tsx`] },
  'view.js': { modules: [`${APP}/features/product/product-view.tsx`] },
  'both.js': { modules: [`${APP}/features/compare/use-compare.ts`] },
  'blog-too.js': { modules: [`${APP}/lib/use-more-rows.ts`] },
  'dates.js': { modules: ['/w/contract/src/date-format.ts'] },
  'shelf.js': { modules: [`${APP}/features/catalog/section-heading.tsx`] },
};

describe('planPageGroups', () => {
  const plan = new Map<string, string>();
  planPageGroups(chunkGraph(bundle(pages)), plan, () => false);

  it('groups a page’s modules with its anchor, and what category and product share with the card', () => {
    expect(plan.get(`${APP}/features/catalog/chips.tsx`)).toBe('listing');
    expect(plan.get(`${APP}/features/catalog/product-card.tsx`)).toBe('catalog');
    expect(plan.get(`${APP}/features/product/product-view.tsx`)).toBe('product-page');
  });

  it('puts what all three share with the shop’s shell, and leaves the routes themselves alone', () => {
    expect(plan.get(`${APP}/features/compare/use-compare.ts`)).toBe('shop-shell');
    expect(plan.has(`${APP}/routes/home.tsx`)).toBe(false);
  });

  it('keeps a module another page uses out of the page group, in the page’s leftovers', () => {
    expect(plan.get(`${APP}/lib/use-more-rows.ts`)).toBe('category-more');
  });

  it('gives what only home and product share a file of its own, which a category page never loads', () => {
    expect(plan.get(`${APP}/features/catalog/section-heading.tsx`)).toBe('shelves');
  });

  it('gives what category and product share with the dashboard a file of its own', () => {
    expect(plan.get('/w/contract/src/date-format.ts')).toBe('catalog-shared');
  });
});

describe('chunkCycle', () => {
  it('finds two files that import each other, and nothing in a tree', () => {
    const chunks = (imports: Record<string, string[]>) =>
      chunkGraph(
        bundle(Object.fromEntries(Object.entries(imports).map(([f, i]) => [f, { imports: i, modules: [] }]))),
      ).chunks;
    expect(chunkCycle(chunks({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': [] }))).toBeNull();
    expect(chunkCycle(chunks({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['b.js'] }))).toEqual([
      'b.js',
      'c.js',
      'b.js',
    ]);
  });
});

describe('splitIconList', () => {
  it('re-exports each icon from a module of its own', () => {
    const list = "import { icon } from './icon';\nexport const Cake = /* @__PURE__ */ icon('cake');\n";
    expect(splitIconList(list)).toBe('export { default as Cake } from "\\u0000upahar-icon:cake";\n');
  });
});

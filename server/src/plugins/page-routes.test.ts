import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, pageRouteLabels } from './page-routes.ts';

// The route table of a build as React Router writes it: flat, each route naming its parent.
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
});
const build = {
  routes: {
    root: route('root', undefined, ''),
    shop: route('shop', 'root'),
    home: route('home', 'shop', undefined, true),
    product: route('product', 'shop', 'product/:idOrSlug'),
    store: route('store', 'shop', 'store/:slug'),
    storeProducts: route('storeProducts', 'shop', 'store/:slug/products'),
    missing: route('missing', 'shop', '*'),
    dashboard: route('dashboard', 'root'),
    protectedArea: route('protectedArea', 'dashboard'),
    orders: route('orders', 'protectedArea', 'dashboard/orders'),
  },
} as unknown as ServerBuild;

describe('page route labels', () => {
  const label = pageRouteLabels(build);

  it('name a page by its pattern, through layouts, whatever its address holds', () => {
    expect(label('/', 200)).toBe('/');
    expect(label('/product/black-forest-cake?ref=home', 200)).toBe('/product/:idOrSlug');
    expect(label('/product/another-cake', 200)).toBe('/product/:idOrSlug');
    expect(label('/store/annapurna/products', 200)).toBe('/store/:slug/products');
    expect(label('/dashboard/orders', 200)).toBe('/dashboard/orders');
  });

  it('count the data requests of a page apart, the home page’s included', () => {
    expect(label('/product/black-forest-cake.data', 200)).toBe('/product/:idOrSlug.data');
    expect(label('/_root.data', 200)).toBe('/.data');
  });

  it('put every page not found under one label', () => {
    expect(label('/product/gone', 404)).toBe(NOT_FOUND_ROUTE);
    expect(label('/some/unknown/address', 404)).toBe(NOT_FOUND_ROUTE);
    expect(
      pageRouteLabels({ routes: { root: build.routes.root } } as unknown as ServerBuild)('/x', 200),
    ).toBe(NOT_FOUND_ROUTE);
  });
});

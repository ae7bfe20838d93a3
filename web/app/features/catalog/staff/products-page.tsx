import { PRODUCT_STATUSES, type TProductStatus } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import { useSession } from '~/features/session';
import { Pager, pageFromSearch } from '~/features/staff-shell';
import { fetchDashboardProducts, fetchProductFormOptions } from './products-api';
import { FILTER_KEYS, FilterBar, type Filters } from './products-filter';
import { ListSkeleton, NoProducts, ProductCard, ProductTable } from './products-list';

const idParam = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : undefined);
const isStatus = (v: string): v is TProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v);

/** The filters of an address, as typed there (the API bounds them again). */
const filtersOf = (params: URLSearchParams): Filters => ({
  q: params.get('q') ?? '',
  status: params.get('status') ?? '',
  storeId: params.get('storeId') ?? '',
  categoryId: params.get('categoryId') ?? '',
});

/**
 * The products route's clientLoader: the page of products the address's filters ask for, and the
 * filters' choices (stores, categories); without those the list still shows, unfiltered by them.
 */
export async function loadStaffProducts(search: URLSearchParams, signal: AbortSignal) {
  const filters = filtersOf(search);
  const [list, options] = await Promise.all([
    fetchDashboardProducts(
      {
        page: pageFromSearch(search.get('page')),
        q: filters.q.trim() || undefined,
        status: isStatus(filters.status) ? filters.status : undefined,
        storeId: idParam(filters.storeId),
        categoryId: idParam(filters.categoryId),
      },
      signal,
    ),
    fetchProductFormOptions(signal).catch(() => null),
  ]);
  return { filters, products: list.data.products, pagination: list.meta?.pagination, options };
}

/** The page's heading and its "New product" link over what is shown. */
function ProductsFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{admin ? 'All products' : 'Your products'}</h1>
          <p className={ui.lead}>
            {admin ? 'Every product in the shop.' : 'What your stores sell.'} A product shows in the shop once
            you publish it.
          </p>
        </div>
        <Link to="/dashboard/products/new" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          New product
        </Link>
      </header>
      {children}
    </div>
  );
}

/** The products route's HydrateFallback. */
export const DashboardProductsLoading = () => (
  <ProductsFrame>
    <div className="mt-6">
      <ListSkeleton />
    </div>
  </ProductsFrame>
);

/** /dashboard/products: the products of a seller's stores (an admin: every store's). */
export function DashboardProductsPage({
  filters,
  products,
  pagination,
  options,
}: Awaited<ReturnType<typeof loadStaffProducts>>) {
  const navigate = useNavigate();
  const key = JSON.stringify(filters);
  const hrefWith = (next: Partial<Filters>, p = 1) => {
    const all = { ...filters, ...next };
    const sp = new URLSearchParams();
    for (const k of FILTER_KEYS) if (all[k].trim()) sp.set(k, all[k].trim());
    if (p > 1) sp.set('page', String(p));
    const qs = sp.toString();
    return qs ? `/dashboard/products?${qs}` : '/dashboard/products';
  };
  const filtered = FILTER_KEYS.some((k) => filters[k] !== '');
  return (
    <ProductsFrame>
      <FilterBar key={key} filters={filters} options={options} onApply={(next) => navigate(hrefWith(next))} />

      <div className="mt-6">
        {products.length === 0 && <NoProducts filtered={filtered} clearHref="/dashboard/products" />}
        {products.length > 0 && (
          <>
            <p className="mb-3 text-sm text-cocoa-soft" aria-live="polite">
              {pagination?.total ?? products.length} product
              {(pagination?.total ?? 0) === 1 ? '' : 's'}
            </p>
            <ProductTable products={products} />
            <ul className="grid grid-cols-1 gap-3 md:hidden">
              {products.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => hrefWith({}, p)}
              />
            )}
          </>
        )}
      </div>
    </ProductsFrame>
  );
}

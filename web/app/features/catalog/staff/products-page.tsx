import { PRODUCT_STATUSES, type TProductFormOptions, type TProductStatus } from '@upahar/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import { useSession } from '~/features/session';
import { ForbiddenScreen, Pager, pageFromSearch, useStaffLoad } from '~/features/staff-shell';
import { fetchDashboardProducts, fetchProductFormOptions } from './products-api';
import { FILTER_KEYS, FilterBar, type Filters } from './products-filter';
import { ListSkeleton, NoProducts, ProductCard, ProductTable } from './products-list';

const idParam = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : undefined);
const isStatus = (v: string): v is TProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v);

/** /dashboard/products: the products of a seller's stores (an admin: every store's). */
export function DashboardProductsPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(params.get('page'));
  const filters: Filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    storeId: params.get('storeId') ?? '',
    categoryId: params.get('categoryId') ?? '',
  };
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchDashboardProducts(
        {
          page,
          q: filters.q.trim() || undefined,
          status: isStatus(filters.status) ? filters.status : undefined,
          storeId: idParam(filters.storeId),
          categoryId: idParam(filters.categoryId),
        },
        signal,
      ).then((r) => ({ products: r.data.products, pagination: r.meta?.pagination })),
    [page, key],
  );
  const { state, reload } = useStaffLoad(load, true);
  const [options, setOptions] = useState<TProductFormOptions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchProductFormOptions(controller.signal).then(setOptions, () => {});
    return () => controller.abort();
  }, []);

  const hrefWith = (next: Partial<Filters>, p = 1) => {
    const all = { ...filters, ...next };
    const sp = new URLSearchParams();
    for (const k of FILTER_KEYS) if (all[k].trim()) sp.set(k, all[k].trim());
    if (p > 1) sp.set('page', String(p));
    const qs = sp.toString();
    return qs ? `/dashboard/products?${qs}` : '/dashboard/products';
  };

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  const admin = user?.role === 'admin';
  const filtered = FILTER_KEYS.some((k) => filters[k] !== '');
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

      <FilterBar key={key} filters={filters} options={options} onApply={(next) => navigate(hrefWith(next))} />

      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton />}
        {(state.status === 'error' || state.status === 'missing') && (
          <div className="space-y-4">
            <FormAlert tone="error">
              {state.status === 'error' ? state.message : 'These products could not be found.'}
            </FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.data.products.length === 0 && (
          <NoProducts filtered={filtered} clearHref="/dashboard/products" />
        )}
        {state.status === 'ready' && state.data.products.length > 0 && (
          <>
            <p className="mb-3 text-sm text-cocoa-soft" aria-live="polite">
              {state.data.pagination?.total ?? state.data.products.length} product
              {(state.data.pagination?.total ?? 0) === 1 ? '' : 's'}
            </p>
            <ProductTable products={state.data.products} />
            <ul className="grid grid-cols-1 gap-3 md:hidden">
              {state.data.products.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => hrefWith({}, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

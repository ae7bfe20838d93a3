import { formatPrice, type TDashboardProductRow } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Gift } from '~/components/icon';
import { ProductThumb, StatusBadge } from './product-bits';

// The products list's rows: a table from 768 px, cards below; loading and empty states.

function Price({ p }: { p: TDashboardProductRow }) {
  if (p.price === 0) return <span className="text-cocoa-soft">No price yet</span>;
  if (p.salePrice === null) return <span>{formatPrice(p.price)}</span>;
  return (
    <span>
      <span className="font-semibold text-berry-dark">{formatPrice(p.salePrice)}</span>{' '}
      <s className="text-sm text-cocoa-soft">{formatPrice(p.price)}</s>
    </span>
  );
}

const stockText = (stock: number | null) => (stock === null ? 'Made to order' : `${stock} in stock`);

export function ProductTable({ products }: { products: TDashboardProductRow[] }) {
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-cocoa-soft uppercase';
  return (
    <div className="hidden overflow-hidden rounded-3xl border border-line bg-white shadow-soft md:block">
      <table className="w-full text-sm text-cocoa">
        <thead className="border-b border-line bg-cream/60">
          <tr>
            <th className={th}>Product</th>
            <th className={th}>Store</th>
            <th className={th}>Price (NPR)</th>
            <th className={th}>Stock</th>
            <th className={th}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((p) => (
            <tr key={p.id} className="hover:bg-cream/40">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ProductThumb src={p.image} size="sm" />
                  <div className="min-w-0">
                    <Link to={`/dashboard/products/${p.id}`} className={`${ui.link} text-base`}>
                      {p.name}
                    </Link>
                    <p className="text-xs text-cocoa-soft">
                      {p.type === 'cake' ? 'Cake' : 'Gift'} · {p.categoryName}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{p.storeName}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Price p={p} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{stockText(p.stock)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductCard({ product: p }: { product: TDashboardProductRow }) {
  return (
    <article className="relative flex gap-3 rounded-3xl border border-line bg-white p-3 shadow-soft">
      <ProductThumb src={p.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-display text-base leading-snug font-semibold text-cocoa">
          <Link
            to={`/dashboard/products/${p.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {p.name}
          </Link>
        </h2>
        <p className="truncate text-xs text-cocoa-soft">
          {p.storeName} · {p.categoryName}
        </p>
        <p className="text-sm">
          <Price p={p} />
        </p>
        <p className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-cocoa-soft">
          {stockText(p.stock)}
          <StatusBadge status={p.status} />
        </p>
      </div>
    </article>
  );
}

export function ListSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading your products</span>
      {['a', 'b', 'c', 'd'].map((k) => (
        <div
          key={k}
          className="flex animate-pulse gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft"
        >
          <div className="size-14 rounded-2xl bg-cream-deep" />
          <div className="flex-1 space-y-3 py-1">
            <div className="h-5 w-2/3 rounded-full bg-cream-deep" />
            <div className="h-4 w-1/3 rounded-full bg-cream-deep" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NoProducts({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <Gift aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">
        {filtered ? 'No product matches' : 'No products yet'}
      </h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {filtered
          ? 'Try another name or clear the filters.'
          : 'Add your first cake or gift; it stays a draft until you publish it.'}
      </p>
      <Link
        to={filtered ? clearHref : '/dashboard/products/new'}
        className={buttonClass('secondary', 'mt-6')}
      >
        {filtered ? 'Clear the filters' : 'Add a product'}
      </Link>
    </div>
  );
}

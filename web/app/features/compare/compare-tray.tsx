import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useLocation } from 'react-router';
import { X } from '~/components/icon';
import { useCompare } from './use-compare';
import { useCompareProducts } from './use-compare-products';

/**
 * The floating compare tray: thumbnails of the products being compared and "Compare (n)". It sits
 * above the phone bottom navigation and is hidden on the compare page itself.
 */
export function CompareTray() {
  const { ids, remove, clear } = useCompare();
  const { rows } = useCompareProducts(ids);
  const { pathname } = useLocation();
  const show = ids.length > 0 && pathname !== '/compare';
  return (
    <>
      {show && (
        <aside
          aria-label={m.compare_tray_label()}
          className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 mx-auto flex max-w-xl items-center gap-3 rounded-2xl border border-line bg-white/95 p-2.5 shadow-lifted backdrop-blur md:bottom-5"
        >
          <ul className="flex min-w-0 flex-1 gap-2">
            {ids.map((id) => {
              const row = rows.find((r) => r.id === id);
              return (
                <li key={id} className="relative">
                  {row?.image ? (
                    <img
                      src={row.image}
                      alt={row.imageAlt || row.name}
                      width={48}
                      height={48}
                      className="size-12 rounded-lg border border-line bg-cream object-cover"
                    />
                  ) : (
                    <span className="block size-12 animate-pulse rounded-lg bg-cream-deep" />
                  )}
                  <button
                    type="button"
                    onClick={() => remove(id)}
                    aria-label={m.compare_remove_named({ name: row?.name ?? m.compare_product() })}
                    className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-cocoa text-white"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={clear}
            className="text-sm font-medium text-cocoa-soft hover:text-berry"
          >
            {m.compare_tray_clear()}
          </button>
          <Link to="/compare" className="btn-primary min-h-10 px-4 text-sm">
            {m.compare_tray_open({ count: formatNumber(ids.length) })}
          </Link>
        </aside>
      )}
    </>
  );
}

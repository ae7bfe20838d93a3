import type { TMyStore } from '@upahar/contract';
import { listMyStores } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ui } from '~/components/form';
import { callApi } from '~/lib/browser-api';

/** The stores the signed-in person works on, with their role in each. */
export const fetchMyStores = (signal?: AbortSignal) =>
  callApi(listMyStores, {}, { signal }).then((r) => r.data.stores);

/** What a store-scoped route's clientLoader gives its page: the stores, the chosen one, its data. */
export type StoreScoped<T> = { stores: TMyStore[]; store: TMyStore | null; data: T | null };

/**
 * The clientLoader's part of a page about one store: the stores the person works on (those
 * `include` keeps), the one named in ?store (else the first), and what `load` answers for it.
 */
export async function loadStoreScoped<T>(
  search: URLSearchParams,
  signal: AbortSignal,
  load: (store: TMyStore, signal: AbortSignal) => Promise<T>,
  include: (s: TMyStore) => boolean = () => true,
): Promise<StoreScoped<T>> {
  const stores = (await fetchMyStores(signal)).filter(include);
  const store = stores.find((s) => String(s.id) === search.get('store')) ?? stores[0] ?? null;
  return { stores, store, data: store ? await load(store, signal) : null };
}

const ROLE_LABEL: Record<TMyStore['role'], string> = {
  owner: m.dashboard_role_owner(),
  admin: m.dashboard_role_admin(),
  manager: m.dashboard_role_manager(),
  packer: m.dashboard_role_packer(),
};

/** The words of a page about one store: its heading, the lead, and what someone with none reads. */
export type StoreScopedWords = { title: string; lead: ReactNode; none: string };

/** The frame of such a page: the heading over its content, at a form's width or a table's. */
function StoreScopedFrame({
  words,
  wide = false,
  children,
}: {
  words: StoreScopedWords;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-8 sm:px-6 sm:py-12`}>
      <header>
        <h1 className={ui.heading}>{words.title}</h1>
        <p className={ui.lead}>{words.lead}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * The frame of a dashboard page about one store (team, store page, delivery days, earnings): the
 * heading, a picker kept in ?store when there are several stores, and the chosen store's content,
 * drawn afresh when the choice changes.
 */
export function StoreScopedPage<T>({
  words,
  loaded,
  wide = false,
  children,
}: {
  words: StoreScopedWords;
  loaded: StoreScoped<T>;
  /** Room for a table (earnings) rather than a form's width. */
  wide?: boolean;
  children: (store: TMyStore, data: T | null) => ReactNode;
}) {
  const [, setParams] = useSearchParams();
  const { stores, store: chosen, data } = loaded;
  return (
    <StoreScopedFrame words={words} wide={wide}>
      {!chosen && (
        <p className="mt-6 rounded-3xl border border-line bg-white p-6 text-cocoa-soft shadow-soft">
          {words.none}
        </p>
      )}
      {chosen && stores.length > 1 && (
        <label className="mt-6 block max-w-sm text-sm font-semibold text-cocoa">
          {m.dashboard_store()}
          <select
            className="mt-1 block w-full rounded-2xl border border-line bg-white px-3 py-2 font-normal"
            value={chosen.id}
            onChange={(e) => setParams({ store: e.target.value })}
          >
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({ROLE_LABEL[s.role]})
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && <div key={chosen.id}>{children(chosen, data)}</div>}
    </StoreScopedFrame>
  );
}

/** The HydrateFallback of a page about one store: its heading over a grey block. */
export function StoreScopedLoading({
  words,
  wide = false,
  children,
}: {
  words: StoreScopedWords;
  wide?: boolean;
  /** A loading shape of the page's own, in place of the grey block. */
  children?: ReactNode;
}) {
  return (
    <StoreScopedFrame words={words} wide={wide}>
      {children ?? (
        <div role="status" className="mt-6 h-96 animate-pulse rounded-3xl bg-cream-deep">
          <span className="sr-only">{m.dashboard_loading()}</span>
        </div>
      )}
    </StoreScopedFrame>
  );
}

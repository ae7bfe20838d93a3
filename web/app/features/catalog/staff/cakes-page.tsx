import type { TDashboardCakeCard } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { CakeSlice, ChevronRight, Egg, Plus } from '~/components/icon';
import { useSession } from '~/features/session';
import { Pager } from '~/features/staff-shell';
import { shortList } from './cake-choices';
import { fetchDashboardCakes } from './cakes-api';

const pounds = (n: number) => `${n} lb`;
// A new product already chosen to be a cake: the form skips asking which.
const NEW_CAKE = '/dashboard/products/new?type=cake';

/** The cakes route's clientLoader: a page of the cakes, by name. */
export async function loadStaffCakes(page: number, signal: AbortSignal) {
  const r = await fetchDashboardCakes(page, signal);
  return { cakes: r.data.cakes, pagination: r.meta?.pagination };
}

/** The page's heading and its "New cake" link over what is listed. */
function CakesFrame({ withNew, children }: { withNew: boolean; children: ReactNode }) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>Your cakes</h1>
          <p className={ui.lead}>
            {admin ? 'Every cake in the shop, by name.' : 'The cakes your stores sell, by name.'} Choose the
            flavours, shapes, weights and extras each one offers; the shop shows your choice at once.
          </p>
        </div>
        {withNew && (
          <Link to={NEW_CAKE} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-5" />
            New cake
          </Link>
        )}
      </header>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The cakes route's HydrateFallback. */
export const DashboardCakesLoading = () => (
  <CakesFrame withNew>
    <CardsSkeleton />
  </CakesFrame>
);

/** /dashboard/cakes: the cakes of a seller's stores (an admin: every store's), by name. */
export function DashboardCakesPage({ cakes, pagination }: Awaited<ReturnType<typeof loadStaffCakes>>) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  // An empty list offers the first cake itself, so the header does not offer it twice.
  return (
    <CakesFrame withNew={cakes.length > 0}>
      {cakes.length === 0 && <NoCakes />}
      {cakes.length > 0 && (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {cakes.map((c) => (
              <li key={c.id}>
                <CakeCard cake={c} showStore={admin} />
              </li>
            ))}
          </ul>
          {pagination && pagination.totalPages > 1 && (
            <Pager
              current={pagination.currentPage}
              total={pagination.totalPages}
              hrefFor={(p) => (p > 1 ? `/dashboard/cakes?page=${p}` : '/dashboard/cakes')}
            />
          )}
        </>
      )}
    </CakesFrame>
  );
}

function CakeCard({ cake: c, showStore }: { cake: TDashboardCakeCard; showStore: boolean }) {
  return (
    <article className="relative flex h-full gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft">
      {c.image ? (
        <img
          src={c.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-20 shrink-0 rounded-2xl bg-cream object-cover sm:size-24"
        />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-2xl bg-cream text-cocoa-soft sm:size-24">
          <CakeSlice aria-hidden="true" className="size-8" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-display text-lg leading-snug font-semibold text-cocoa">
          <Link
            to={`/dashboard/cakes/${c.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {c.name}
          </Link>
        </h2>
        {showStore && <p className="text-sm text-cocoa-soft">{c.storeName}</p>}
        <p className="text-sm text-cocoa">
          {c.minPound === c.maxPound ? pounds(c.minPound) : `${pounds(c.minPound)} to ${pounds(c.maxPound)}`}
          {' · '}
          {c.flavourCount === 1 ? '1 flavour' : `${c.flavourCount} flavours`}
          {' · '}
          {shortList(c.shapes) || 'no shape'}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs font-medium">
          {!c.isActive && (
            <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-cocoa">Hidden from the shop</span>
          )}
          {c.isEggless && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-success">
              <Egg aria-hidden="true" className="size-3.5" />
              Eggless recipe
            </span>
          )}
          <span className="ml-auto inline-flex items-center gap-0.5 text-berry" aria-hidden="true">
            Edit options
            <ChevronRight className="size-4" />
          </span>
        </p>
      </div>
    </article>
  );
}

function CardsSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only">Loading your cakes</span>
      {['a', 'b', 'c', 'd'].map((k) => (
        <div
          key={k}
          className="flex animate-pulse gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft"
        >
          <div className="size-20 rounded-2xl bg-cream-deep sm:size-24" />
          <div className="flex-1 space-y-3 py-1">
            <div className="h-5 w-3/4 rounded-full bg-cream-deep" />
            <div className="h-4 w-1/2 rounded-full bg-cream-deep" />
          </div>
        </div>
      ))}
    </div>
  );
}

function NoCakes() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <CakeSlice aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">No cakes yet</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        Add your first cake: once it is created, choose the flavours, shapes, weights and extras it offers.
      </p>
      <Link to={NEW_CAKE} className={buttonClass('primary', 'mt-6')}>
        <Plus aria-hidden="true" className="size-5" />
        Add a cake
      </Link>
    </div>
  );
}

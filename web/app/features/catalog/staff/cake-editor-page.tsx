import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ArrowLeft, CakeSlice, ExternalLink } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { mineOrNull } from '~/lib/route-data';
import { CakeAccessories } from './cake-accessories';
import { CakeChoicesForm } from './cake-choices-form';
import { fetchCakeAccessories, fetchDashboardCake } from './cakes-api';

/**
 * The cake route's clientLoader: the cake with its choices (null when it is not one of the
 * person's) and the accessories offered with it, or the words of why those did not come.
 */
export async function loadStaffCake(id: string, signal: AbortSignal) {
  const [cake, accessories] = await Promise.all([
    mineOrNull(fetchDashboardCake(id, signal)),
    fetchCakeAccessories(id, signal).catch((e: unknown) => errorMessage(e)),
  ]);
  return { cake, accessories };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/cakes" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All cakes
      </Link>
      {children}
    </div>
  );
}

/** The cake route's HydrateFallback. */
export const DashboardCakeEditorLoading = () => (
  <Frame>
    <EditorSkeleton />
  </Frame>
);

/** /dashboard/cakes/:id: one cake's flavours, shapes, weights, tiers and extras, to change. */
export function DashboardCakeEditorPage({ cake, accessories }: Awaited<ReturnType<typeof loadStaffCake>>) {
  const { revalidate } = useRevalidator();
  return (
    <Frame>
      {cake === null && (
        <div className="mt-6 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <CakeSlice aria-hidden="true" className="size-9" />
          </span>
          <h1 className="mt-5 font-display text-2xl font-semibold">This cake is not one of yours</h1>
          <p className="mt-2 max-w-sm text-cocoa-soft">
            It may belong to another store, or it was removed. Your own cakes are all in the list.
          </p>
          <Link to="/dashboard/cakes" className={buttonClass('secondary', 'mt-6')}>
            Show your cakes
          </Link>
        </div>
      )}
      {cake && (
        <>
          <header className="mt-4 flex flex-wrap items-center gap-4">
            {cake.cake.image && (
              <img
                src={cake.cake.image}
                alt=""
                width={80}
                height={80}
                className="size-16 rounded-2xl bg-cream object-cover sm:size-20"
              />
            )}
            <div className="min-w-0 flex-1">
              <h1 className={ui.heading}>{cake.cake.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-cocoa-soft">
                <span>
                  {cake.cake.storeName}
                  {!cake.cake.isActive && ' · hidden from the shop'}
                </span>
                <a
                  href={`/product/${cake.cake.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className={`${ui.link} inline-flex items-center gap-1`}
                >
                  See it in the shop
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </p>
            </div>
          </header>
          <div className="mt-6">
            <CakeChoicesForm key={cake.cake.id} cake={cake} onSaved={() => void revalidate()} />
          </div>
          <div className="mt-6">
            <CakeAccessories key={cake.cake.id} cakeId={cake.cake.id} loaded={accessories} />
          </div>
        </>
      )}
    </Frame>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" className="mt-6 space-y-6">
      <span className="sr-only">Loading the cake</span>
      <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-40 animate-pulse rounded-3xl border border-line bg-white shadow-soft" />
      ))}
    </div>
  );
}

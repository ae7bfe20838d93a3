import { useCallback } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, CakeSlice, ExternalLink } from '~/components/icon';
import { ForbiddenScreen, useStaffLoad } from '~/features/staff-shell';
import { CakeAccessories } from './cake-accessories';
import { CakeChoicesForm } from './cake-choices-form';
import { fetchDashboardCake } from './cakes-api';

/** /dashboard/cakes/:id: one cake's flavours, shapes, weights, tiers and extras, to change. */
export function DashboardCakeEditorPage({ id }: { id: string }) {
  const load = useCallback((signal: AbortSignal) => fetchDashboardCake(id, signal), [id]);
  const { state, reload, set } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/cakes" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All cakes
      </Link>
      {state.status === 'loading' && <EditorSkeleton />}
      {state.status === 'missing' && (
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
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">{state.message}</FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <header className="mt-4 flex flex-wrap items-center gap-4">
            {state.data.cake.image && (
              <img
                src={state.data.cake.image}
                alt=""
                width={80}
                height={80}
                className="size-16 rounded-2xl bg-cream object-cover sm:size-20"
              />
            )}
            <div className="min-w-0 flex-1">
              <h1 className={ui.heading}>{state.data.cake.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-cocoa-soft">
                <span>
                  {state.data.cake.storeName}
                  {!state.data.cake.isActive && ' · hidden from the shop'}
                </span>
                <a
                  href={`/product/${state.data.cake.slug}`}
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
            <CakeChoicesForm key={state.data.cake.id} cake={state.data} onSaved={set} />
          </div>
          <div className="mt-6">
            <CakeAccessories key={state.data.cake.id} cakeId={state.data.cake.id} />
          </div>
        </>
      )}
    </div>
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

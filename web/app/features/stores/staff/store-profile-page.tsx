import type { TStoreProfile } from '@upahar/contract';
import { useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ImagePlus, Store } from '~/components/icon';
import { toast } from '~/components/toast';
import { loadStoreScoped, StoreScopedLoading, StoreScopedPage } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { imageFileProblem } from '~/lib/upload-with-progress';
import { loadPlaces } from './delivery-places';
import { fetchStoreProfile, uploadStoreImage } from './store-profile-api';
import { StoreProfileForm } from './store-profile-form';

const WORDS = {
  title: 'Store page',
  lead: 'What shoppers read about your store, where it delivers, its pictures and its opening hours.',
  none: 'Only a store’s owner and managers change its page.',
};

/** The store route's clientLoader: the stores whose page the person edits, the chosen one's page. */
export const loadStaffStoreProfile = (search: URLSearchParams, signal: AbortSignal) =>
  loadStoreScoped(
    search,
    signal,
    async (store, s) => {
      const [profile, places] = await Promise.all([fetchStoreProfile(store.id, s), loadPlaces()]);
      return { profile, places };
    },
    (s) => s.role !== 'packer',
  );

type Loaded = Awaited<ReturnType<typeof loadStaffStoreProfile>>;

export const DashboardStoreProfileLoading = () => <StoreScopedLoading words={WORDS} />;

/** /dashboard/store: the store's page as shoppers see it, edited by its owner and managers. */
export function DashboardStoreProfilePage({ loaded }: { loaded: Loaded }) {
  return (
    <StoreScopedPage words={WORDS} loaded={loaded}>
      {(_, data) => data && <StoreProfile {...data} />}
    </StoreScopedPage>
  );
}

function StoreProfile({ profile: store, places }: NonNullable<Loaded['data']>) {
  const { revalidate } = useRevalidator();
  const set = () => revalidate();
  return (
    <div className="mt-6 space-y-6">
      <section
        aria-label="Pictures"
        className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display text-lg font-semibold text-cocoa">Pictures</h2>
          <Link to={`/store/${encodeURIComponent(store.slug)}`} className={`${ui.link} text-sm`}>
            See the store page
          </Link>
        </div>
        <div className="mt-4 grid gap-5 sm:grid-cols-[10rem_1fr]">
          <Picture store={store} kind="logo" onSaved={set} />
          <Picture store={store} kind="banner" onSaved={set} />
        </div>
      </section>
      <section
        aria-label="Details"
        className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <StoreProfileForm store={store} places={places} onSaved={set} />
      </section>
    </div>
  );
}

/** A logo or banner with its preview; choosing a file uploads it at once, with progress. */
function Picture({
  store,
  kind,
  onSaved,
}: {
  store: TStoreProfile;
  kind: 'logo' | 'banner';
  onSaved: () => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const src = store[kind];
  async function send(file: File) {
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      await uploadStoreImage(store.id, kind, file, setProgress);
      toast.success(kind === 'logo' ? 'New logo saved' : 'New banner saved');
      await onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }
  const label = kind === 'logo' ? 'Logo' : 'Banner';
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-cocoa">{label}</p>
      <div
        className={`grid place-items-center overflow-hidden rounded-2xl border border-line bg-cream-deep ${kind === 'logo' ? 'size-32' : 'aspect-[5/1] w-full'}`}
      >
        {src ? (
          <img src={src} alt={`${label} of ${store.name}`} className="size-full object-cover" />
        ) : (
          <Store aria-hidden="true" className="size-8 text-berry" />
        )}
      </div>
      {progress !== null && (
        <progress max={1} value={progress} aria-label={`Uploading the ${kind}`} className="w-full" />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <label className={buttonClass('secondary', 'cursor-pointer', 'sm')}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {src ? `Change the ${kind}` : `Add a ${kind}`}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </label>
    </div>
  );
}

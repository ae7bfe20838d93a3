import { formatNumber, type TStoreProfile } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ImagePlus, Store } from '~/components/icon';
import { toast } from '~/components/toast';
import { loadStoreScoped, StoreScopedLoading, StoreScopedPage } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { imageFileProblem } from '~/lib/upload-with-progress';
import { fetchStoreCancelTerms, saveStoreCancelTerms } from './cancel-terms-api';
import { CancelTermsForm } from './cancel-terms-form';
import { loadPlaces } from './delivery-places';
import { fetchStoreProfile, uploadStoreImage } from './store-profile-api';
import { StoreProfileForm } from './store-profile-form';

const WORDS = {
  title: m.stores_profile_title(),
  lead: m.stores_profile_lead(),
  none: m.stores_profile_none(),
};

/** The store route's clientLoader: the stores whose page the person edits, the chosen one's page. */
export const loadStaffStoreProfile = (search: URLSearchParams, signal: AbortSignal) =>
  loadStoreScoped(
    search,
    signal,
    async (store, s) => {
      const [profile, places, cancelTerms] = await Promise.all([
        fetchStoreProfile(store.id, s),
        loadPlaces(),
        fetchStoreCancelTerms(store.id, s),
      ]);
      return { profile, places, cancelTerms };
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

function StoreProfile({ profile: store, places, cancelTerms }: NonNullable<Loaded['data']>) {
  const { revalidate } = useRevalidator();
  const set = () => revalidate();
  return (
    <div className="mt-6 space-y-6">
      <section
        aria-label={m.stores_profile_pictures()}
        className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display text-lg font-semibold text-cocoa">{m.stores_profile_pictures()}</h2>
          <Link to={`/store/${encodeURIComponent(store.slug)}`} className={`${ui.link} text-sm`}>
            {m.stores_profile_see_page()}
          </Link>
        </div>
        <div className="mt-4 grid gap-5 sm:grid-cols-[10rem_1fr]">
          <Picture store={store} kind="logo" onSaved={set} />
          <Picture store={store} kind="banner" onSaved={set} />
        </div>
      </section>
      <section
        aria-label={m.stores_profile_details()}
        className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <StoreProfileForm store={store} places={places} onSaved={set} />
      </section>
      <CancelTermsForm
        id="cancel-terms-heading"
        title={m.cancel_terms_title()}
        lead={`${m.cancel_terms_lead()} ${
          cancelTerms.terms
            ? ''
            : m.cancel_terms_following_shop({
                hours: formatNumber(cancelTerms.shop.freeHours),
                percent: formatNumber(cancelTerms.shop.feePercent),
              })
        }`}
        terms={cancelTerms.terms ?? cancelTerms.shop}
        save={(terms) => saveStoreCancelTerms(store.id, terms)}
        onSaved={set}
      />
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
      toast.success(kind === 'logo' ? m.stores_profile_logo_saved() : m.stores_profile_banner_saved());
      await onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }
  const label = kind === 'logo' ? m.stores_profile_logo() : m.stores_profile_banner();
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-cocoa">{label}</p>
      <div
        className={`grid place-items-center overflow-hidden rounded-2xl border border-line bg-cream-deep ${kind === 'logo' ? 'size-32' : 'aspect-[5/1] w-full'}`}
      >
        {src ? (
          <img
            src={src}
            alt={
              kind === 'logo'
                ? m.stores_profile_logo_alt({ store: store.name })
                : m.stores_profile_banner_alt({ store: store.name })
            }
            className="size-full object-cover"
          />
        ) : (
          <Store aria-hidden="true" className="size-8 text-berry" />
        )}
      </div>
      {progress !== null && (
        <progress
          max={1}
          value={progress}
          aria-label={
            kind === 'logo' ? m.stores_profile_uploading_logo() : m.stores_profile_uploading_banner()
          }
          className="w-full"
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <label className={buttonClass('secondary', 'cursor-pointer', 'sm')}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {kind === 'logo'
          ? src
            ? m.stores_profile_change_logo()
            : m.stores_profile_add_logo()
          : src
            ? m.stores_profile_change_banner()
            : m.stores_profile_add_banner()}
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

import { INFLUENCER_STATUS_LABEL, type TMyInfluencerData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ExternalLink, LoaderCircle } from '~/components/icon';
import { toast } from '~/components/toast';
import { ApplicationForm } from './application-form';
import { saveMyPicks } from './influencers-api';
import { PicksEditor } from './picks-editor';

const TONE = {
  pending: 'bg-cream-deep text-cocoa',
  approved: 'bg-success-soft text-success',
  rejected: 'bg-danger-soft text-danger',
} as const;

/** /profile/influencer: apply, follow the review, and choose one's picks once in. */
export function MyInfluencerPage({ data }: { data: TMyInfluencerData }) {
  return (
    <MyInfluencerFrame>
      <Loaded data={data} />
    </MyInfluencerFrame>
  );
}

/** What the page shows while the shopper's influencer profile is on its way. */
export function MyInfluencerLoading() {
  return (
    <MyInfluencerFrame>
      <p className="mt-8 flex items-center gap-2 text-cocoa-soft" role="status">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> {m.influencers_loading_profile()}
      </p>
    </MyInfluencerFrame>
  );
}

function MyInfluencerFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className={ui.heading}>{m.influencers_profile_title()}</h1>
      <p className={ui.lead}>{m.influencers_profile_lead()}</p>
      {children}
    </div>
  );
}

function Loaded({ data }: { data: TMyInfluencerData }) {
  // After a save the page's loader runs again, so what shows is what the server holds.
  const { revalidate } = useRevalidator();
  const p = data.profile;
  return (
    <>
      {p && (
        <section className={`${ui.card} mt-6`} aria-labelledby="status-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="status-title" className="text-lg font-semibold text-cocoa">
              @{p.handle}
            </h2>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[p.status]}`}>
              {INFLUENCER_STATUS_LABEL[p.status]}
            </span>
          </div>
          <p className="mt-2 text-sm text-cocoa-soft">
            {p.status === 'pending' && m.influencers_pending_note()}
            {p.status === 'approved' && m.influencers_approved_note()}
            {p.status === 'rejected' && m.influencers_rejected_note()}
          </p>
          {p.adminNote && (
            <p className="mt-3 rounded-2xl bg-cream px-4 py-3 text-sm text-cocoa">
              <span className="font-semibold">{m.influencers_team_note()}</span>
              {p.adminNote}
            </p>
          )}
          <Link to={`/influencer/${p.id}`} className={buttonClass('secondary', 'mt-4', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {p.status === 'approved' ? m.influencers_see_public() : m.influencers_preview()}
          </Link>
        </section>
      )}
      {p?.status !== 'approved' && (
        <section className={`${ui.card} mt-6`} aria-labelledby="apply-title">
          <h2 id="apply-title" className="mb-4 text-lg font-semibold text-cocoa">
            {p ? m.influencers_your_application() : m.influencers_apply_to_be()}
          </h2>
          <ApplicationForm
            data={data}
            onSaved={(_next, message) => {
              void revalidate();
              toast.success(message);
            }}
          />
        </section>
      )}
      {p && (
        <section className={`${ui.card} mt-6`} aria-labelledby="picks-title">
          <h2 id="picks-title" className="text-lg font-semibold text-cocoa">
            {m.influencers_my_picks()}
          </h2>
          <p className="mb-4 text-sm text-cocoa-soft">{m.influencers_picks_order()}</p>
          <PicksEditor
            picks={p.picks}
            onSave={async (body) => {
              const res = await saveMyPicks(body);
              void revalidate();
              return { message: res.message, picks: res.data.profile?.picks ?? [] };
            }}
          />
        </section>
      )}
    </>
  );
}

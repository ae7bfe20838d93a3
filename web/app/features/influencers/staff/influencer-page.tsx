import {
  formatDate,
  formatNumber,
  SOCIAL_LABEL,
  SOCIAL_PLATFORMS,
  type TStaffInfluencer,
  ZInfluencerDecisionBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, TextAreaField, ui, useForm } from '~/components/form';
import { ExternalLink } from '~/components/icon';
import { toast } from '~/components/toast';
import { fetchStaffInfluencer, PicksEditor, saveStaffPicks, sendDecision } from '~/features/influencers';
import {
  DecideSection,
  Fact,
  RecordFacts,
  StaffRecordLoading,
  StaffRecordPage,
} from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { InfluencerStatusBadge } from './influencer-status';

/** The application, or null when there is none: what its route's clientLoader gives. */
export const loadStaffInfluencer = (id: string, signal: AbortSignal) =>
  foundOrNull(fetchStaffInfluencer(id, signal));

const BACK = { back: '/dashboard/influencers', backLabel: m.influencers_staff_all_influencers() };

/** The influencer page's HydrateFallback. */
export const InfluencerLoading = () => <StaffRecordLoading {...BACK} label={m.influencers_staff_loading()} />;

/** /dashboard/influencers/:id: the application, the decision and the influencer's picks. */
export function DashboardInfluencerPage({ influencer }: { influencer: TStaffInfluencer | null }) {
  return (
    <StaffRecordPage {...BACK} missing={m.influencers_staff_missing()} record={influencer}>
      {(i) => <Details influencer={i} />}
    </StaffRecordPage>
  );
}

function Details({ influencer: i }: { influencer: TStaffInfluencer }) {
  const { revalidate } = useRevalidator();
  const rows: [string, string][] = [
    [m.influencers_staff_applicant(), `${i.user.name} (${i.user.email})`],
    [
      m.influencers_staff_posts_about(),
      i.categories.map((c) => c.name).join(', ') || m.influencers_staff_none_value(),
    ],
    [m.influencers_staff_applied(), formatDate(i.createdAt, 'date-time')],
    [m.influencers_staff_last_change(), formatDate(i.updatedAt, 'date-time')],
  ];
  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className={ui.heading}>
          {i.name} <span className="text-cocoa-soft">@{i.handle}</span>
        </h1>
        <InfluencerStatusBadge status={i.status} />
      </header>
      <section className={`${ui.card} mt-6`} aria-label={m.influencers_staff_details()}>
        <RecordFacts rows={rows}>
          <Fact label={m.influencers_staff_about()} long>
            {i.bio}
          </Fact>
          {SOCIAL_PLATFORMS.filter((p) => i.links[p]).map((p) => (
            <Fact key={p} label={SOCIAL_LABEL[p]}>
              <a
                href={i.links[p] ?? undefined}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={ui.link}
              >
                {i.links[p]}
                <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
                <span className="sr-only">{m.influencers_new_tab()}</span>
              </a>
              {i.followers[p] !== null && (
                <span className="text-cocoa-soft">
                  {' '}
                  {m.influencers_staff_followers_claimed({ count: formatNumber(i.followers[p] ?? 0) })}
                </span>
              )}
            </Fact>
          ))}
        </RecordFacts>
      </section>
      {i.adminNote && (
        <div className="mt-4">
          <FormAlert tone={i.status === 'rejected' ? 'error' : 'info'}>
            {i.status === 'rejected' ? m.influencers_staff_reason_given() : m.influencers_staff_note_to()}
            {i.adminNote}
          </FormAlert>
        </div>
      )}
      {i.status === 'approved' && (
        <p className="mt-4">
          <Link to={`/influencer/${i.id}`} className={ui.link}>
            {m.influencers_staff_see_public()}
          </Link>
        </p>
      )}
      <Decision influencer={i} />
      <section className={`${ui.card} mt-6`} aria-labelledby="picks-title">
        <h2 id="picks-title" className="font-display text-xl font-semibold text-cocoa">
          {m.influencers_staff_picks()}
        </h2>
        <p className={`${ui.hint} mb-4`}>{m.influencers_staff_picks_hint()}</p>
        <PicksEditor
          key={i.updatedAt}
          picks={i.picks}
          onSave={async (body) => {
            const res = await saveStaffPicks(i.id, body);
            await revalidate();
            return { message: res.message, picks: res.data.picks };
          }}
        />
      </section>
    </>
  );
}

/** Approve, or reject with a reason; the applicant is e-mailed either way. */
function Decision({ influencer: i }: { influencer: TStaffInfluencer }) {
  const [rejecting, setRejecting] = useState(false);
  const note = useForm({ text: '' });
  const { revalidate } = useRevalidator();

  const done = async (res: { message?: string }) => {
    if (res.message) toast.success(res.message);
    setRejecting(false);
    await revalidate();
  };

  return (
    <DecideSection
      approveLabel={i.status === 'approved' ? undefined : m.influencers_staff_approve()}
      approve={async () => done(await sendDecision(i.id, { status: 'approved', note: '' }))}
      buttons={
        i.status !== 'rejected' && (
          <button
            type="button"
            aria-expanded={rejecting}
            className={buttonClass('danger')}
            onClick={() => setRejecting(!rejecting)}
          >
            {i.status === 'approved' ? m.influencers_staff_withdraw() : m.influencers_staff_reject()}
          </button>
        )
      }
    >
      {rejecting && (
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={note.submit(
            ZInfluencerDecisionBody,
            (v) => ({ status: 'rejected' as const, note: v.text }),
            async (body) => done(await sendDecision(i.id, body)),
          )}
        >
          {note.alert && <FormAlert tone={note.alert.tone}>{note.alert.text}</FormAlert>}
          <TextAreaField
            label={m.influencers_staff_why_rejected()}
            hint={m.influencers_staff_why_hint()}
            maxLength={600}
            showCount
            name="text"
            value={note.values.text}
            error={note.errors.note ?? note.errors.text}
            onValueChange={(v) => note.setValue('text', v)}
          />
          <SubmitButton busy={note.busy} variant="danger">
            {m.influencers_staff_reject_application()}
          </SubmitButton>
        </form>
      )}
    </DecideSection>
  );
}

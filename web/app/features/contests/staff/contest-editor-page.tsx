import {
  CONTEST_MAX_PLACES,
  placeLabel,
  type TPrize,
  type TStaffContest,
  ZContestBody,
} from '@upahar/contract';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  buttonClass,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { toast } from '~/components/toast';
import {
  ForbiddenScreen,
  ImageUploadField,
  instantOfKathmanduInput,
  toKathmanduInput,
  useStaffLoad,
} from '~/features/staff-shell';
import { fetchPrizeChoices, fetchStaffContest, saveContest, uploadContestBanner } from './contests-api';

const PLACES = Array.from({ length: CONTEST_MAX_PLACES }, (_, i) => i + 1);

/** A contest's time in the form, on Kathmandu's clock whatever the browser's zone (a new one: on the hour). */
function kathmanduInput(iso: string | null, fallbackDays: number) {
  if (iso) return toKathmanduInput(iso);
  // The hour after this one, that many days ahead, on the hour in Kathmandu.
  const later = new Date(Date.now() + fallbackDays * 86_400_000 + 3_600_000).toISOString();
  return `${toKathmanduInput(later).slice(0, 14)}00`;
}

/** /dashboard/contests/new and /dashboard/contests/:id/edit: write or change a contest. */
export function DashboardContestEditorPage({ id }: { id: number | null }) {
  const load = useCallback(
    async (signal: AbortSignal) => ({
      contest: id === null ? null : (await fetchStaffContest(id, signal)).contest,
      prizes: await fetchPrizeChoices(signal),
    }),
    [id],
  );
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={id === null ? '/dashboard/contests' : `/dashboard/contests/${id}`}
        className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {id === null ? 'All contests' : 'Back to the contest'}
      </Link>
      <h1 className={`${ui.heading} mt-4`}>{id === null ? 'New contest' : 'Edit contest'}</h1>
      {state.status === 'loading' && (
        <p role="status" className="mt-6 text-cocoa-soft">
          Loading…
        </p>
      )}
      {state.status === 'missing' && (
        <FormAlert tone="error" className="mt-6">
          This contest was not found.
        </FormAlert>
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
        <ContestForm
          key={state.data.contest?.id ?? 'new'}
          contest={state.data.contest}
          prizes={state.data.prizes}
        />
      )}
    </div>
  );
}

function ContestForm({ contest, prizes }: { contest: TStaffContest | null; prizes: TPrize[] }) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(contest?.banner ?? null);
  const prizeOf = (place: number) => String(contest?.prizes.find((p) => p.place === place)?.prizeId ?? '');
  const form = useForm({
    title: contest?.title ?? '',
    slug: contest?.slug ?? '',
    description: contest?.description ?? '',
    rules: contest?.rules ?? '',
    entryType: contest?.entryType ?? 'photo',
    judging: contest?.judging ?? 'votes',
    startsAt: kathmanduInput(contest?.startsAt ?? null, 1),
    endsAt: kathmanduInput(contest?.endsAt ?? null, 15),
    ...Object.fromEntries(PLACES.map((p) => [`prize${p}`, prizeOf(p)])),
  } as Record<string, string>);
  // Retired prizes stay listed when a contest already uses them.
  const choices = [
    { value: '', label: 'No prize' },
    ...prizes
      .filter((p) => p.isActive || contest?.prizes.some((x) => x.prizeId === p.id))
      .map((p) => ({ value: String(p.id), label: p.isActive ? p.title : `${p.title} (retired)` })),
  ];
  return (
    <form
      noValidate
      className={`${ui.card} mt-6 space-y-4`}
      onSubmit={form.submit(
        ZContestBody,
        (v) => ({
          title: v.title,
          slug: v.slug,
          description: v.description,
          rules: v.rules,
          entryType: v.entryType,
          judging: v.judging,
          banner,
          startsAt: instantOfKathmanduInput(v.startsAt),
          endsAt: instantOfKathmanduInput(v.endsAt),
          prizes: PLACES.filter((p) => v[`prize${p}`]).map((p) => ({
            place: p,
            prizeId: Number(v[`prize${p}`]),
          })),
        }),
        async (body) => {
          const res = await saveContest(contest?.id ?? null, body);
          toast.success(res.message ?? 'Saved');
          navigate(`/dashboard/contests/${res.data.contest.id}`);
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField label="Title" maxLength={120} {...form.field('title')} />
      <TextField
        label="Address"
        hint="Shown as /contest/your-address: lowercase letters, digits and dashes"
        maxLength={80}
        {...form.field('slug')}
      />
      <TextAreaField label="Description" maxLength={2000} showCount {...form.field('description')} />
      <TextAreaField label="Rules" maxLength={4000} showCount {...form.field('rules')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Entries"
          options={[
            { value: 'photo', label: 'Photos with a caption' },
            { value: 'text', label: 'Texts with a title' },
          ]}
          {...form.field('entryType')}
        />
        <SelectField
          label="Winners"
          options={[
            { value: 'votes', label: 'Most votes win' },
            { value: 'staff', label: 'Staff pick the winners' },
          ]}
          {...form.field('judging')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts (Nepal time)" type="datetime-local" {...form.field('startsAt')} />
        <TextField
          label="Ends (Nepal time)"
          type="datetime-local"
          hint="Entries and votes close at this moment"
          {...form.field('endsAt')}
        />
      </div>
      <ImageUploadField label="Banner" value={banner} onChange={setBanner} upload={uploadContestBanner} />
      <fieldset className="space-y-3">
        <legend className={ui.label}>Prizes per place</legend>
        {prizes.length === 0 && (
          <p className={ui.hint}>No prizes are defined yet; the winners are announced without one.</p>
        )}
        {form.errors.prizes && <p className={ui.error}>{form.errors.prizes}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          {PLACES.map((p) => (
            <SelectField
              key={p}
              label={`${placeLabel(p)} place`}
              options={choices}
              {...form.field(`prize${p}`)}
            />
          ))}
        </div>
      </fieldset>
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        {contest ? 'Save changes' : 'Create contest'}
      </SubmitButton>
    </form>
  );
}

import { CONTEST_MAX_PLACES, type TPrize, type TStaffContest, ZContestBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { toast } from '~/components/toast';
import { ImageUploadField, instantOfKathmanduInput, toKathmanduInput } from '~/features/staff-shell';
import { mineOrNull } from '~/lib/route-data';
import { placeName } from '../contest-bits';
import { ContestFrame, ContestLoading, ContestMissing } from './contest-frame';
import { fetchPrizeChoices, fetchStaffContest, saveContest, uploadContestBanner } from './contests-api';

const PLACES = Array.from({ length: CONTEST_MAX_PLACES }, (_, i) => i + 1);

/** A contest's time in the form, on Kathmandu's clock whatever the browser's zone (a new one: on the hour). */
function kathmanduInput(iso: string | null, fallbackDays: number) {
  if (iso) return toKathmanduInput(iso);
  // The hour after this one, that many days ahead, on the hour in Kathmandu.
  const later = new Date(Date.now() + fallbackDays * 86_400_000 + 3_600_000).toISOString();
  return `${toKathmanduInput(later).slice(0, 14)}00`;
}

/** The contest an editor address names (null: a new one) and the prizes its places may give. */
export async function loadContestEditor(id: number | null, signal: AbortSignal) {
  const [found, prizes] = await Promise.all([
    id === null || id === 0 ? null : mineOrNull(fetchStaffContest(id, signal)),
    fetchPrizeChoices(signal),
  ]);
  return { id, contest: found?.contest ?? null, prizes };
}

const frameOf = (id: number | null) =>
  ({
    width: 'max-w-3xl',
    back:
      id === null
        ? { to: '/dashboard/contests', label: m.contests_all_contests() }
        : { to: `/dashboard/contests/${id}`, label: m.contests_staff_back() },
  }) as const;

/** The editor route's HydrateFallback. */
export const ContestEditorLoading = ({ id }: { id: number | null }) => (
  <ContestLoading {...frameOf(id)} text={m.contests_staff_loading()} />
);

/** /dashboard/contests/new and /dashboard/contests/:id/edit: write or change a contest. */
export function DashboardContestEditorPage({
  id,
  contest,
  prizes,
}: Awaited<ReturnType<typeof loadContestEditor>>) {
  if (id !== null && !contest) return <ContestMissing {...frameOf(id)} />;
  return (
    <ContestFrame {...frameOf(id)}>
      <h1 className={`${ui.heading} mt-4`}>
        {id === null ? m.contests_staff_new() : m.contests_staff_edit_title()}
      </h1>
      <ContestForm contest={contest} prizes={prizes} />
    </ContestFrame>
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
    { value: '', label: m.contests_staff_no_prize() },
    ...prizes
      .filter((p) => p.isActive || contest?.prizes.some((x) => x.prizeId === p.id))
      .map((p) => ({
        value: String(p.id),
        label: p.isActive ? p.title : m.contests_staff_retired({ title: p.title }),
      })),
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
          toast.success(res.message ?? m.contests_staff_saved());
          navigate(`/dashboard/contests/${res.data.contest.id}`);
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField label={m.contests_field_title()} maxLength={120} {...form.field('title')} />
      <TextField
        label={m.contests_staff_address()}
        hint={m.contests_staff_address_hint()}
        maxLength={80}
        {...form.field('slug')}
      />
      <TextAreaField
        label={m.contests_staff_description()}
        maxLength={2000}
        showCount
        {...form.field('description')}
      />
      <TextAreaField label={m.contests_rules()} maxLength={4000} showCount {...form.field('rules')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.contests_staff_entries_label()}
          options={[
            { value: 'photo', label: m.contests_staff_photos_caption() },
            { value: 'text', label: m.contests_staff_texts_title() },
          ]}
          {...form.field('entryType')}
        />
        <SelectField
          label={m.contests_staff_winners_label()}
          options={[
            { value: 'votes', label: m.contests_most_votes_win() },
            { value: 'staff', label: m.contests_staff_staff_pick() },
          ]}
          {...form.field('judging')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.contests_staff_starts()} type="datetime-local" {...form.field('startsAt')} />
        <TextField
          label={m.contests_staff_ends()}
          type="datetime-local"
          hint={m.contests_staff_ends_hint()}
          {...form.field('endsAt')}
        />
      </div>
      <ImageUploadField
        label={m.contests_staff_banner()}
        value={banner}
        onChange={setBanner}
        upload={uploadContestBanner}
      />
      <fieldset className="space-y-3">
        <legend className={ui.label}>{m.contests_staff_prizes_per_place()}</legend>
        {prizes.length === 0 && <p className={ui.hint}>{m.contests_staff_no_prizes_defined()}</p>}
        {form.errors.prizes && <p className={ui.error}>{form.errors.prizes}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          {PLACES.map((p) => (
            <SelectField
              key={p}
              label={m.contests_place({ place: placeName(p) })}
              options={choices}
              {...form.field(`prize${p}`)}
            />
          ))}
        </div>
      </fieldset>
      <SubmitButton busy={form.busy} busyLabel={m.contests_staff_saving()}>
        {contest ? m.contests_staff_save_changes() : m.contests_staff_create()}
      </SubmitButton>
    </form>
  );
}

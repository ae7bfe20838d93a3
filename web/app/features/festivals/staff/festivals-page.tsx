import {
  daysBetween,
  festivalDays,
  formatNumber,
  type TFestival,
  type TFestivalBody,
  todayInKathmandu,
  ZFestivalBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog';
import { buttonClass, FormAlert, ui, useForm } from '~/components/form';
import { PartyPopper, Pencil, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, StaffPageLoading } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { emptyFestival, type FestivalDraft, FestivalFields } from './festival-fields';
import { addFestival, fetchFestivals, removeFestival, saveFestival } from './festivals-api';

/** The festivals route's clientLoader. */
export const loadFestivals = async (signal: AbortSignal) => ({ festivals: await fetchFestivals(signal) });

export const FestivalsLoading = () => <StaffPageLoading label={m.festivals_loading()} />;

/** /dashboard/festivals: every festival with its days in both calendars; add, change and delete them. */
export function DashboardFestivalsPage({ festivals }: Awaited<ReturnType<typeof loadFestivals>>) {
  const { revalidate } = useRevalidator();
  const reload = () => revalidate();
  const today = todayInKathmandu();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.festivals_title()}</h1>
        <p className={ui.lead}>{m.festivals_lead()}</p>
      </header>
      <AddFestival onDone={reload} />
      <div className="mt-8">
        {festivals.length === 0 ? (
          <EmptyState
            icon={<PartyPopper aria-hidden="true" className="size-9" />}
            title={m.festivals_empty_title()}
          >
            {m.festivals_empty_text()}
          </EmptyState>
        ) : (
          <ul aria-label={m.festivals_title()} className="space-y-3">
            {festivals.map((f) => (
              <li key={f.id}>
                <FestivalRow festival={f} over={f.endsOn < today} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A festival's form, checked with the contract's schema and sent by `send`. */
function useFestivalForm(
  initial: FestivalDraft,
  send: (body: TFestivalBody) => Promise<{ message?: string }>,
  onDone: () => Promise<void>,
) {
  const form = useForm(initial);
  const submit = form.submit(
    ZFestivalBody,
    (v) => v,
    async (body) => {
      const res = await send(body);
      if (res.message) toast.success(res.message);
      await onDone();
    },
  );
  return { form, submit };
}

function AddFestival({ onDone }: { onDone: () => Promise<void> }) {
  const { form, submit } = useFestivalForm(emptyFestival, addFestival, async () => {
    form.setValues(emptyFestival);
    await onDone();
  });
  return (
    <form
      aria-label={m.festivals_add_title()}
      noValidate
      onSubmit={submit}
      className={`${ui.card} mt-6 grid gap-4`}
    >
      <h2 className="font-display text-lg font-semibold text-cocoa">{m.festivals_add_title()}</h2>
      <FestivalFields form={form} />
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
          {m.festivals_add()}
        </button>
      </div>
    </form>
  );
}

function FestivalRow({
  festival: f,
  over,
  onDone,
}: {
  festival: TFestival;
  over: boolean;
  onDone: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const { form, submit } = useFestivalForm(
    { name: f.name, nameNe: f.nameNe, startsOn: f.startsOn, endsOn: f.endsOn },
    (body) => saveFestival(f.id, body),
    async () => {
      setEditing(false);
      await onDone();
    },
  );
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const res = await removeFestival(f.id);
      if (res.message) toast.success(res.message);
      setAsking(false);
      await onDone();
    } catch (err) {
      setDeleteError(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  const days = daysBetween(f.startsOn, f.endsOn) + 1;
  return (
    <article aria-label={f.name} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      {editing ? (
        <form
          aria-label={m.festivals_edit_named({ name: f.name })}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
        >
          <FestivalFields form={form} />
          {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', '', 'sm')} disabled={form.busy}>
              {m.festivals_save()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(false)}
            >
              {m.common_cancel()}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h2 className="font-display text-lg font-semibold break-words text-cocoa">
              {f.name}
              <span lang="ne" className="ms-2 font-sans text-base font-medium text-cocoa-soft">
                {f.nameNe}
              </span>
            </h2>
            <p className="mt-0.5 text-sm text-cocoa">{festivalDays(f)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-cocoa-soft">
              <span>{m.festivals_day_count({ count: formatNumber(days) })}</span>
              {over && (
                <span className="rounded-full bg-cream px-2 py-0.5 font-semibold">{m.festivals_over()}</span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label={m.festivals_edit_named({ name: f.name })}
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.festivals_edit()}
            </button>
            <button
              type="button"
              aria-label={m.festivals_delete_named({ name: f.name })}
              className={buttonClass('danger', '', 'sm')}
              onClick={() => {
                setDeleteError(null);
                setAsking(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.festivals_delete()}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.festivals_delete_title({ name: f.name })}
        description={m.festivals_delete_text()}
        confirmLabel={m.festivals_delete_confirm()}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void remove()}
      />
    </article>
  );
}

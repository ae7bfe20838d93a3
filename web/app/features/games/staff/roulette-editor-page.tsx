import {
  ROULETTE_SEGMENTS_MAX,
  type TPrize,
  type TRouletteBody,
  type TStaffRoulette,
  ZRouletteBody,
} from '@upahar/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, TextField, ui } from '~/components/form';
import { ArrowLeft, Eye, Plus } from '~/components/icon';
import { toast } from '~/components/toast';
import { fetchPrizeChoices, fetchStaffWheel, RouletteWheel, saveWheel } from '~/features/games';
import { ForbiddenScreen, ItemTools, moved, useStaffLoad } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { GameTextFields, GameTimeFields } from './game-bits';
import { RouletteStats } from './roulette-stats';

// /dashboard/roulettes/:id (or new): a wheel's fields, its slices in wheel order (prize or
// "try again", weight, stock, colour) with a live preview, and how it has been played.

type Slice = { label: string; colour: string; prizeId: string; weight: string; stock: string };
type Draft = Omit<TRouletteBody, 'segments' | 'spinsPerDay'> & { spinsPerDay: string; segments: Slice[] };

const PALETTE = ['#f59e0b', '#64748b', '#e11d48', '#0f766e', '#7c3aed', '#475569', '#16a34a', '#0369a1'];
const DAY = 86_400_000;

function draftOf(w: TStaffRoulette | null): Draft {
  if (!w) {
    const now = Date.now();
    return {
      title: '',
      slug: '',
      description: '',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 30 * DAY).toISOString(),
      isPublished: false,
      spinsPerDay: '3',
      segments: [
        { label: 'Rs 100', colour: PALETTE[0], prizeId: '', weight: '10', stock: '100' },
        { label: 'Try again', colour: PALETTE[1], prizeId: '', weight: '30', stock: '' },
      ],
    };
  }
  return {
    title: w.title,
    slug: w.slug,
    description: w.description,
    startsAt: w.startsAt,
    endsAt: w.endsAt,
    isPublished: w.isPublished,
    spinsPerDay: String(w.spinsPerDay),
    segments: w.segments.map((s) => ({
      label: s.label,
      colour: s.colour,
      prizeId: s.prizeId === null ? '' : String(s.prizeId),
      weight: String(s.weight),
      stock: s.stock === null ? '' : String(s.stock),
    })),
  };
}

/** The body as the contract reads it: a slice without a prize has no stock. */
const bodyOf = (d: Draft): TRouletteBody => ({
  ...d,
  segments: d.segments.map((s) => ({ ...s, stock: s.prizeId === '' ? '' : s.stock })),
});

export function DashboardRouletteEditorPage({ id }: { id: number | null }) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [wheel, prizes] = await Promise.all([
        id === null ? Promise.resolve(null) : fetchStaffWheel(id, signal),
        fetchPrizeChoices(signal),
      ]);
      return {
        wheel,
        prizes: prizes.filter((p) => p.isActive || wheel?.segments.some((s) => s.prizeId === p.id)),
      };
    },
    [id],
  );
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  if (state.status === 'loading')
    return (
      <p role="status" className="mx-auto max-w-5xl px-4 py-12 text-cocoa-soft sm:px-6">
        Loading the wheel…
      </p>
    );
  if (state.status !== 'ready')
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-12 sm:px-6">
        <FormAlert tone="error">
          {state.status === 'error' ? state.message : 'That wheel does not exist.'}
        </FormAlert>
        <button type="button" className={buttonClass('secondary')} onClick={reload}>
          Try again
        </button>
      </div>
    );
  return (
    <WheelForm key={state.data.wheel?.id ?? 'new'} wheel={state.data.wheel} prizes={state.data.prizes} />
  );
}

function WheelForm({ wheel, prizes }: { wheel: TStaffRoulette | null; prizes: TPrize[] }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(wheel));
  const [saved, setSaved] = useState(wheel);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const setSlice = (i: number, change: Partial<Slice>) =>
    setDraft((d) => ({ ...d, segments: d.segments.map((s, j) => (j === i ? { ...s, ...change } : s)) }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked = ZRouletteBody.safeParse(bodyOf(draft));
    if (!checked.success) {
      const out: Record<string, string> = {};
      for (const i of checked.error.issues) out[i.path.map(String).join('/')] ??= i.message;
      setErrors(out);
      setAlert('Some fields need a look: the messages are next to them.');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await saveWheel(saved?.id ?? null, bodyOf(draft));
      toast.success('Wheel saved');
      setSaved(next);
      if (!saved) navigate(`/dashboard/roulettes/${next.id}`, { replace: true });
    } catch (err) {
      const out: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const [k, m] of Object.entries(err.errors ?? {})) if (m[0]) out[k.replace(/\./g, '/')] = m[0];
      setErrors(out);
      setAlert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const prizeOptions = [
    { value: '', label: 'Try again (no prize)' },
    ...prizes.map((p) => ({ value: String(p.id), label: p.title })),
  ];
  const preview = draft.segments.map((s, index) => ({
    index,
    label: s.label || '…',
    colour: /^#[0-9a-f]{6}$/i.test(s.colour) ? s.colour : '#cccccc',
    isPrize: s.prizeId !== '',
  }));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/roulettes" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All wheels
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className={ui.heading}>{saved ? saved.title : 'New wheel'}</h1>
        {saved?.isPublished && (
          <a
            href={`/roulette/${saved.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', '', 'sm')}
          >
            <Eye aria-hidden="true" className="size-4" /> See it in the shop
          </a>
        )}
      </div>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-5">
          {alert && <FormAlert tone="error">{alert}</FormAlert>}
          <GameTextFields
            draft={draft}
            set={set}
            errors={errors}
            between={
              <TextField
                name="slug"
                label="Address"
                hint="Letters, digits and dashes: /roulette/your-address"
                value={draft.slug}
                maxLength={60}
                onValueChange={(v) => set('slug', v)}
                error={errors.slug}
              />
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <GameTimeFields draft={draft} set={set} errors={errors} />
            <TextField
              name="spinsPerDay"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              label="Spins a day"
              value={draft.spinsPerDay}
              onValueChange={(v) => set('spinsPerDay', v)}
              error={errors.spinsPerDay}
            />
          </div>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-berry"
              checked={draft.isPublished}
              onChange={(e) => set('isPublished', e.currentTarget.checked)}
            />
            <span>Published: shoppers can see and spin it between its dates</span>
          </label>

          <fieldset className="space-y-3">
            <legend className="font-display text-xl font-semibold">Slices, clockwise from the top</legend>
            <p className={ui.hint}>
              A slice’s chance is its weight over the total of the slices still in stock. Keep at least one
              “try again” slice: when every prize is gone the wheel stops there.
            </p>
            {errors.segments && <p className={ui.error}>{errors.segments}</p>}
            {draft.segments.map((s, i) => {
              const e = (f: string) => errors[`segments/${i}/${f}`];
              const won = saved?.segments[i];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: slices are edited by place on the wheel
                <div key={i} className="rounded-2xl border border-line bg-white p-3">
                  <div className="flex items-center justify-between gap-2">
                    <p className="flex items-center gap-2 font-medium">
                      <span
                        aria-hidden="true"
                        className="size-4 rounded-full"
                        style={{ background: preview[i].colour }}
                      />
                      Slice {i + 1}
                      {won?.prizeId !== null && won && (
                        <span className="text-sm font-normal text-cocoa-soft">
                          · won {won.won}, {won.stock ?? 0} left
                        </span>
                      )}
                    </p>
                    <ItemTools
                      label={`slice ${i + 1}`}
                      index={i}
                      count={draft.segments.length}
                      onMove={(by) => set('segments', moved(draft.segments, i, by))}
                      onRemove={() =>
                        set(
                          'segments',
                          draft.segments.filter((_, j) => j !== i),
                        )
                      }
                    />
                  </div>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    <TextField
                      name={`label-${i}`}
                      label="Label"
                      value={s.label}
                      maxLength={24}
                      onValueChange={(v) => setSlice(i, { label: v })}
                      error={e('label')}
                    />
                    <label className={ui.label}>
                      Prize
                      <select
                        className={ui.input}
                        value={s.prizeId}
                        onChange={(ev) => setSlice(i, { prizeId: ev.currentTarget.value })}
                      >
                        {prizeOptions.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                  <div className="mt-3 grid grid-cols-3 gap-3">
                    <TextField
                      name={`weight-${i}`}
                      type="number"
                      inputMode="numeric"
                      label="Weight"
                      value={s.weight}
                      onValueChange={(v) => setSlice(i, { weight: v })}
                      error={e('weight')}
                    />
                    {s.prizeId !== '' ? (
                      <TextField
                        name={`stock-${i}`}
                        type="number"
                        inputMode="numeric"
                        label="Stock left"
                        value={s.stock}
                        onValueChange={(v) => setSlice(i, { stock: v })}
                        error={e('stock')}
                      />
                    ) : (
                      <div />
                    )}
                    <label className={ui.label}>
                      Colour
                      <input
                        type="color"
                        className="mt-1.5 block h-11 w-full max-w-24 rounded-xl border border-line"
                        value={preview[i].colour}
                        onChange={(ev) => setSlice(i, { colour: ev.currentTarget.value })}
                      />
                      {e('colour') && <span className={ui.error}>{e('colour')}</span>}
                    </label>
                  </div>
                </div>
              );
            })}
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              disabled={draft.segments.length >= ROULETTE_SEGMENTS_MAX}
              onClick={() =>
                set('segments', [
                  ...draft.segments,
                  {
                    label: 'Try again',
                    colour: PALETTE[draft.segments.length % PALETTE.length],
                    prizeId: '',
                    weight: '10',
                    stock: '',
                  },
                ])
              }
            >
              <Plus aria-hidden="true" className="size-4" /> Add a slice
            </button>
          </fieldset>
          <div className="sticky bottom-0 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
            <SubmitButton busy={busy}>Save wheel</SubmitButton>
          </div>
        </div>
        <aside className="space-y-6">
          <div>
            <h2 className="mb-3 font-semibold">Preview</h2>
            {preview.length > 0 && <RouletteWheel segments={preview} rotation={0} spinning={false} />}
          </div>
          {saved && <RouletteStats wheel={saved} />}
        </aside>
      </form>
    </div>
  );
}

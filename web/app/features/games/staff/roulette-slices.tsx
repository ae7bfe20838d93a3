import { formatNumber, ROULETTE_SEGMENTS_MAX, type TPrize, type TStaffRoulette } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, TextField, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import { ItemTools, moved } from '~/features/staff-shell';

// The slices of a wheel in the roulette editor, clockwise from the top: label, prize or "try
// again", weight, stock left and colour, with how often each saved slice has been won.

export type Slice = { label: string; colour: string; prizeId: string; weight: string; stock: string };

export const PALETTE = [
  '#f59e0b',
  '#64748b',
  '#e11d48',
  '#0f766e',
  '#7c3aed',
  '#475569',
  '#16a34a',
  '#0369a1',
];

/** A slice's colour as the preview and the colour input show it: a typed mistake shows grey. */
export const shownColour = (s: Slice) => (/^#[0-9a-f]{6}$/i.test(s.colour) ? s.colour : '#cccccc');

export function RouletteSlices({
  slices,
  setSlices,
  saved,
  prizes,
  errors,
}: {
  slices: Slice[];
  setSlices: (next: Slice[]) => void;
  saved: TStaffRoulette | null;
  prizes: TPrize[];
  errors: Record<string, string>;
}) {
  const setSlice = (i: number, change: Partial<Slice>) =>
    setSlices(slices.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const prizeOptions = [
    { value: '', label: m.games_staff_try_again_no_prize() },
    ...prizes.map((p) => ({ value: String(p.id), label: p.title })),
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl font-semibold">{m.games_staff_slices_legend()}</legend>
      <p className={ui.hint}>{m.games_staff_slices_hint()}</p>
      {errors.segments && <p className={ui.error}>{errors.segments}</p>}
      {slices.map((s, i) => {
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
                  style={{ background: shownColour(s) }}
                />
                {m.games_staff_slice_n({ number: formatNumber(i + 1) })}
                {won?.prizeId !== null && won && (
                  <span className="text-sm font-normal text-cocoa-soft">
                    {m.games_staff_slice_won({
                      won: formatNumber(won.won),
                      left: formatNumber(won.stock ?? 0),
                    })}
                  </span>
                )}
              </p>
              <ItemTools
                label={m.games_staff_slice_tools({ number: formatNumber(i + 1) })}
                index={i}
                count={slices.length}
                onMove={(by) => setSlices(moved(slices, i, by))}
                onRemove={() => setSlices(slices.filter((_, j) => j !== i))}
              />
            </div>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextField
                name={`label-${i}`}
                label={m.games_staff_label()}
                value={s.label}
                maxLength={24}
                onValueChange={(v) => setSlice(i, { label: v })}
                error={e('label')}
              />
              <label className={ui.label}>
                {m.games_staff_prize()}
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
                label={m.games_staff_weight()}
                value={s.weight}
                onValueChange={(v) => setSlice(i, { weight: v })}
                error={e('weight')}
              />
              {s.prizeId !== '' ? (
                <TextField
                  name={`stock-${i}`}
                  type="number"
                  inputMode="numeric"
                  label={m.games_staff_stock_left()}
                  value={s.stock}
                  onValueChange={(v) => setSlice(i, { stock: v })}
                  error={e('stock')}
                />
              ) : (
                <div />
              )}
              <label className={ui.label}>
                {m.games_staff_colour()}
                <input
                  type="color"
                  className="mt-1.5 block h-11 w-full max-w-24 rounded-xl border border-line"
                  value={shownColour(s)}
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
        disabled={slices.length >= ROULETTE_SEGMENTS_MAX}
        onClick={() =>
          setSlices([
            ...slices,
            {
              label: m.games_staff_try_again(),
              colour: PALETTE[slices.length % PALETTE.length],
              prizeId: '',
              weight: '10',
              stock: '',
            },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" /> {m.games_staff_add_slice()}
      </button>
    </fieldset>
  );
}

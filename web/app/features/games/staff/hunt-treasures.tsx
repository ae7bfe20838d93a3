import { formatDate, type TPrize, type TStaffTreasureHunt } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, ui } from '~/components/form';
import { Plus, Trash2 } from '~/components/icon';
import type { Spot } from './spot-picker';

// The treasures of a hunt in its editor: which prize lies under which of the hunt's products, and
// who found it; a found treasure can be neither moved nor removed.

export type Treasure = { key: number; productId: string; prizeId: string };

let nextKey = 1;

/** A new row's key: rows are edited in place, so each keeps one for as long as the page is open. */
export const treasureKey = () => nextKey++;

export function HuntTreasures({
  treasures,
  setTreasures,
  spots,
  saved,
  prizes,
  error,
}: {
  treasures: Treasure[];
  setTreasures: (next: Treasure[]) => void;
  spots: Spot[];
  saved: TStaffTreasureHunt | null;
  prizes: TPrize[];
  error: string | undefined;
}) {
  const found = new Map((saved?.buried ?? []).filter((b) => b.finder).map((b) => [b.productId, b]));
  const spotName = new Map(spots.map((s) => [s.id, s.name]));
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl font-semibold">{m.games_staff_treasures()}</legend>
      <p className={ui.hint}>{m.games_staff_treasures_hint()}</p>
      {error && <p className={ui.error}>{error}</p>}
      {treasures.map((t, i) => {
        const finder = found.get(t.productId);
        return (
          <div
            key={t.key}
            className="grid gap-3 rounded-2xl border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <label className={ui.label}>
              {m.games_staff_under()}
              <select
                className={ui.input}
                value={t.productId}
                disabled={!!finder}
                onChange={(e) =>
                  setTreasures(
                    treasures.map((x, j) => (j === i ? { ...x, productId: e.currentTarget.value } : x)),
                  )
                }
              >
                <option value="">{m.games_staff_choose_product()}</option>
                {spots.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
                {t.productId && !spotName.has(t.productId) && (
                  <option value={t.productId}>(not a spot any more)</option>
                )}
              </select>
            </label>
            <label className={ui.label}>
              {m.games_staff_prize()}
              <select
                className={ui.input}
                value={t.prizeId}
                disabled={!!finder}
                onChange={(e) =>
                  setTreasures(
                    treasures.map((x, j) => (j === i ? { ...x, prizeId: e.currentTarget.value } : x)),
                  )
                }
              >
                <option value="">{m.games_staff_choose_prize()}</option>
                {prizes.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
            {finder?.finder ? (
              <p className="text-sm text-success">
                {m.games_staff_found_by({ name: finder.finder.name, email: finder.finder.email })}
                {finder.foundAt ? `, ${formatDate(finder.foundAt, 'date-time')}` : ''}
              </p>
            ) : (
              <button
                type="button"
                className={buttonClass('danger', '', 'sm')}
                onClick={() => setTreasures(treasures.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="size-4" /> {m.games_staff_remove()}
              </button>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className={buttonClass('secondary', '', 'sm')}
        disabled={spots.length === 0}
        onClick={() => setTreasures([...treasures, { key: treasureKey(), productId: '', prizeId: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" /> {m.games_staff_bury()}
      </button>
    </fieldset>
  );
}

import { type TPrize, type TRouletteBody, type TStaffRoulette, ZRouletteBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useNavigate, useRevalidator } from 'react-router';
import { buttonClass, TextField } from '~/components/form';
import { Eye } from '~/components/icon';
import { fetchPrizeChoices, fetchStaffWheel, RouletteWheel, saveWheel } from '~/features/games';
import { useDraft } from '~/features/staff-shell';
import { mineOrNull } from '~/lib/route-data';
import { GameBasics, GameEditorFrame, GameEditorLoading, GameEditorMissing } from './game-editor-shell';
import { PALETTE, RouletteSlices, type Slice, shownColour } from './roulette-slices';
import { RouletteStats } from './roulette-stats';

// /dashboard/roulettes/:id (or new): a wheel's fields, its slices in wheel order (prize or
// "try again", weight, stock, colour) with a live preview, and how it has been played.

type Draft = Omit<TRouletteBody, 'segments' | 'spinsPerDay'> & { spinsPerDay: string; segments: Slice[] };

const DAY = 86_400_000;
const WIDTH = 'max-w-5xl';
const BACK = { to: '/dashboard/roulettes', label: m.games_staff_all_wheels() };

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
        { label: m.games_staff_try_again(), colour: PALETTE[1], prizeId: '', weight: '30', stock: '' },
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

/** The wheel of `id` (null: a new one) and the prizes its slices may give. */
export async function loadWheelEditor(id: number | null, signal: AbortSignal) {
  const [wheel, prizes] = await Promise.all([
    id === null || id === 0 ? null : mineOrNull(fetchStaffWheel(id, signal)),
    fetchPrizeChoices(signal),
  ]);
  return {
    isNew: id === null,
    wheel,
    prizes: prizes.filter((p) => p.isActive || wheel?.segments.some((s) => s.prizeId === p.id)),
  };
}

export const WheelEditorLoading = () => (
  <GameEditorLoading width={WIDTH} text={m.games_staff_loading_wheel()} />
);

export function DashboardRouletteEditorPage({
  isNew,
  wheel,
  prizes,
}: Awaited<ReturnType<typeof loadWheelEditor>>) {
  if (!isNew && !wheel)
    return <GameEditorMissing width={WIDTH} back={BACK} text={m.games_staff_no_wheel()} />;
  return <WheelForm wheel={wheel} prizes={prizes} />;
}

function WheelForm({ wheel, prizes }: { wheel: TStaffRoulette | null; prizes: TPrize[] }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { draft, update, errors, alert, busy, submit } = useDraft(
    () => draftOf(wheel),
    ZRouletteBody,
    async (body) => {
      const next = await saveWheel(wheel?.id ?? null, body);
      if (wheel) await revalidate();
      else navigate(`/dashboard/roulettes/${next.id}`, { replace: true });
    },
    { toBody: bodyOf, savedText: m.games_staff_wheel_saved() },
  );
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => update((d) => ({ ...d, [k]: v }));
  const preview = draft.segments.map((s, index) => ({
    index,
    label: s.label || '…',
    colour: shownColour(s),
    isPrize: s.prizeId !== '',
  }));

  return (
    <GameEditorFrame
      width={WIDTH}
      back={BACK}
      title={wheel ? wheel.title : m.games_staff_new_wheel()}
      actions={
        wheel?.isPublished && (
          <a
            href={`/roulette/${wheel.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', '', 'sm')}
          >
            <Eye aria-hidden="true" className="size-4" /> See it in the shop
          </a>
        )
      }
      alert={alert}
      busy={busy}
      saveLabel={m.games_staff_save_wheel()}
      onSubmit={submit}
      aside={
        <>
          <div>
            <h2 className="mb-3 font-semibold">{m.games_staff_preview()}</h2>
            {preview.length > 0 && <RouletteWheel segments={preview} rotation={0} spinning={false} />}
          </div>
          {wheel && <RouletteStats wheel={wheel} />}
        </>
      }
    >
      <GameBasics
        draft={draft}
        patch={(change) => update((d) => ({ ...d, ...change }))}
        errors={errors}
        between={
          <TextField
            name="slug"
            label={m.games_staff_address()}
            hint={m.games_staff_address_hint()}
            value={draft.slug}
            maxLength={60}
            onValueChange={(v) => set('slug', v)}
            error={errors.slug}
          />
        }
        plays={{
          name: 'spinsPerDay',
          label: m.games_staff_spins_a_day(),
          value: draft.spinsPerDay,
          onChange: (v) => set('spinsPerDay', v),
        }}
        publishedText={m.games_staff_wheel_published()}
      />
      <RouletteSlices
        slices={draft.segments}
        setSlices={(v) => set('segments', v)}
        saved={wheel}
        prizes={prizes}
        errors={errors}
      />
    </GameEditorFrame>
  );
}

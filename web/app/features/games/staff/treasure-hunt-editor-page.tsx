import {
  type TPrize,
  type TStaffTreasureHunt,
  type TStaffTreasureHuntBody,
  ZStaffTreasureHuntBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useNavigate, useRevalidator } from 'react-router';
import { ui } from '~/components/form';
import { fetchPrizeChoices, fetchStaffHunt, fetchStaffHunts, saveHunt } from '~/features/games';
import { useDraft } from '~/features/staff-shell';
import { mineOrNull } from '~/lib/route-data';
import { GameBasics, GameEditorFrame, GameEditorLoading, GameEditorMissing } from './game-editor-shell';
import { HuntTreasures, type Treasure, treasureKey } from './hunt-treasures';
import { type Spot, SpotPicker } from './spot-picker';

// /dashboard/treasure-hunts/:id (or new): the campaign, dates and digs, the products to dig
// under, which prize hides under which product, and who has found what.

type Campaign = { id: number; slug: string; name: string };
type Draft = Omit<TStaffTreasureHuntBody, 'spotIds' | 'treasures' | 'campaignId' | 'digsPerUser'> & {
  campaignId: string;
  digsPerUser: string;
  spots: Spot[];
  treasures: Treasure[];
};

const WIDTH = 'max-w-4xl';
const BACK = { to: '/dashboard/treasure-hunts', label: m.games_staff_all_hunts() };

const DAY = 86_400_000;

function draftOf(h: TStaffTreasureHunt | null, campaigns: Campaign[]): Draft {
  if (!h)
    return {
      campaignId: campaigns[0] ? String(campaigns[0].id) : '',
      title: '',
      description: '',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 14 * DAY).toISOString(),
      isPublished: false,
      digsPerUser: '3',
      spots: [],
      treasures: [],
    };
  return {
    campaignId: String(h.campaign.id),
    title: h.title,
    description: h.description,
    startsAt: h.startsAt,
    endsAt: h.endsAt,
    isPublished: h.isPublished,
    digsPerUser: String(h.digsPerUser),
    spots: h.spots.map((s) => ({ id: s.id, name: s.name })),
    treasures: h.buried.map((b) => ({
      key: treasureKey(),
      productId: b.productId,
      prizeId: String(b.prizeId),
    })),
  };
}

const bodyOf = (d: Draft): TStaffTreasureHuntBody => {
  const { spots, treasures, ...rest } = d;
  return {
    ...rest,
    spotIds: spots.map((s) => s.id),
    treasures: treasures.map((t) => ({ productId: t.productId, prizeId: t.prizeId })),
  };
};

/** The hunt of `id` (null: a new one), the campaigns it may run in and the prizes it may bury. */
export async function loadHuntEditor(id: number | null, signal: AbortSignal) {
  const [hunt, list, prizes] = await Promise.all([
    id === null || id === 0 ? null : mineOrNull(fetchStaffHunt(id, signal)),
    fetchStaffHunts(signal),
    fetchPrizeChoices(signal),
  ]);
  return { isNew: id === null, hunt, campaigns: list.campaigns, prizes: prizes.filter((p) => p.isActive) };
}

export const HuntEditorLoading = () => (
  <GameEditorLoading width={WIDTH} text={m.games_staff_loading_hunt()} />
);

export function DashboardTreasureHuntEditorPage({
  isNew,
  ...loaded
}: Awaited<ReturnType<typeof loadHuntEditor>>) {
  if (!isNew && !loaded.hunt)
    return <GameEditorMissing width={WIDTH} back={BACK} text={m.games_staff_no_hunt()} />;
  return <HuntForm {...loaded} />;
}

/** The first message about a field or anything inside it (a list's rows). */
const errorOf = (errors: Record<string, string>, key: string) =>
  errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}/`))?.[1];

function HuntForm({
  hunt,
  campaigns,
  prizes,
}: {
  hunt: TStaffTreasureHunt | null;
  campaigns: Campaign[];
  prizes: TPrize[];
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { draft, update, errors, alert, busy, submit } = useDraft(
    () => draftOf(hunt, campaigns),
    ZStaffTreasureHuntBody,
    async (body) => {
      const next = await saveHunt(hunt?.id ?? null, body);
      if (hunt) await revalidate();
      else navigate(`/dashboard/treasure-hunts/${next.id}`, { replace: true });
    },
    { toBody: bodyOf, savedText: m.games_staff_hunt_saved() },
  );
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => update((d) => ({ ...d, [k]: v }));
  const campaignError = errorOf(errors, 'campaignId');
  return (
    <GameEditorFrame
      width={WIDTH}
      back={BACK}
      title={hunt ? hunt.title : m.games_staff_new_treasure_hunt()}
      summary={
        hunt && (
          <p className="mt-1 text-cocoa-soft">
            {hunt.found} of {hunt.treasures} treasures found · {hunt.digs} {hunt.digs === 1 ? 'dig' : 'digs'}{' '}
            · shown on /campaign/
            {hunt.campaign.slug}
          </p>
        )
      }
      alert={alert}
      busy={busy}
      saveLabel={m.games_staff_save_hunt()}
      onSubmit={submit}
    >
      <label className={ui.label}>
        {m.games_staff_campaign()}
        <select
          className={ui.input}
          value={draft.campaignId}
          onChange={(e) => set('campaignId', e.currentTarget.value)}
          aria-invalid={campaignError ? true : undefined}
        >
          {campaigns.length === 0 && <option value="">{m.games_staff_no_campaigns()}</option>}
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {campaignError && <span className={ui.error}>{campaignError}</span>}
      </label>
      <GameBasics
        draft={draft}
        patch={(change) => update((d) => ({ ...d, ...change }))}
        errors={errors}
        plays={{
          name: 'digsPerUser',
          label: m.games_staff_digs_per_shopper(),
          hint: m.games_staff_whole_hunt(),
          value: draft.digsPerUser,
          onChange: (v) => set('digsPerUser', v),
        }}
        publishedText={m.games_staff_hunt_published()}
      />
      <SpotPicker value={draft.spots} onChange={(v) => set('spots', v)} error={errorOf(errors, 'spotIds')} />
      <HuntTreasures
        treasures={draft.treasures}
        setTreasures={(v) => set('treasures', v)}
        spots={draft.spots}
        saved={hunt}
        prizes={prizes}
        error={errorOf(errors, 'treasures')}
      />
    </GameEditorFrame>
  );
}

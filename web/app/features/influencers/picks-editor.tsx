import {
  formatNumber,
  INFLUENCER_PICKS_MAX,
  type TInfluencerPick,
  type TInfluencerPicksBody,
  type TProductCard,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronDown, ChevronUp, ImageOff, Plus, Search, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { Price } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { findProducts } from './influencers-api';

type Row = { product: TProductCard; note: string };

function Thumb({ product: p }: { product: TProductCard }) {
  return p.image ? (
    <img src={p.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl object-cover" />
  ) : (
    <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-cream text-cocoa-soft">
      <ImageOff aria-hidden="true" className="size-5" />
    </span>
  );
}

/** Find products by name to add as picks; only products on sale are found. */
function ProductFinder({ chosen, onAdd }: { chosen: Set<string>; onAdd: (p: TProductCard) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<TProductCard[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What the box says now: an older, slower answer is dropped rather than shown under it.
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    const words = value.trim();
    latest.current = words;
    if (words.length < 2) {
      setFound(null);
      return;
    }
    timer.current = setTimeout(() => void search(words), 250);
  }

  async function search(words: string) {
    try {
      const products = await findProducts(words);
      if (latest.current !== words) return;
      setFound(products);
      setProblem(null);
    } catch (e) {
      if (latest.current === words) setProblem(errorMessage(e));
    }
  }
  return (
    <div>
      <label className={ui.label} htmlFor="pick-search">
        {m.influencers_add_product()}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
        />
        <input
          id="pick-search"
          type="search"
          value={query}
          onChange={(e) => change(e.target.value)}
          placeholder={m.influencers_search_placeholder()}
          className={`${ui.input} pl-9`}
        />
      </div>
      {problem && <p className={`${ui.error} mt-2`}>{problem}</p>}
      {found && (
        <ul
          className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white"
          aria-label={m.influencers_products_found()}
        >
          {found.length === 0 && (
            <li className="px-4 py-3 text-sm text-cocoa-soft">
              {m.influencers_no_match({ query: query.trim() })}
            </li>
          )}
          {found.map((p) => (
            <li key={p.id} className="flex items-center gap-3 px-3 py-2">
              <Thumb product={p} />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-cocoa">{p.name}</p>
                <p className="text-sm text-cocoa-soft">
                  <Price paisa={p.price} />
                </p>
              </div>
              <button
                type="button"
                disabled={chosen.has(p.id)}
                onClick={() => onAdd(p)}
                className={buttonClass('secondary', '', 'sm')}
              >
                <Plus aria-hidden="true" className="size-4" />
                {chosen.has(p.id) ? m.influencers_added() : m.influencers_add()}
                <span className="sr-only"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The picks of an influencer: add by search, write a note, reorder, remove, then save. */
export function PicksEditor({
  picks,
  onSave,
}: {
  picks: TInfluencerPick[];
  onSave: (body: TInfluencerPicksBody) => Promise<{ message?: string; picks: TInfluencerPick[] }>;
}) {
  const [rows, setRows] = useState<Row[]>(() => picks.map((p) => ({ product: p.product, note: p.note })));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = rows.length >= INFLUENCER_PICKS_MAX;

  const move = (from: number, to: number) =>
    setRows((r) => {
      const next = [...r];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row);
      return next;
    });

  async function save() {
    setSaving(true);
    setProblem(null);
    try {
      const res = await onSave({ picks: rows.map((r) => ({ productId: r.product.id, note: r.note })) });
      setRows(res.picks.map((p) => ({ product: p.product, note: p.note })));
      toast.success(res.message ?? m.influencers_picks_saved());
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-5">
      {full ? (
        <p className={ui.hint}>{m.influencers_picks_full({ count: formatNumber(INFLUENCER_PICKS_MAX) })}</p>
      ) : (
        <ProductFinder
          chosen={new Set(rows.map((r) => r.product.id))}
          onAdd={(product) => setRows((r) => [...r, { product, note: '' }])}
        />
      )}
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-cream px-4 py-6 text-center text-sm text-cocoa-soft">
          {m.influencers_no_picks_yet()}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={m.influencers_picks_in_order()}>
          {rows.map((r, n) => (
            <li key={r.product.id} className="rounded-2xl border border-line bg-white p-3">
              <div className="flex items-start gap-3">
                <Thumb product={r.product} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold text-cocoa">
                    {formatNumber(n + 1)}. {r.product.name}
                  </p>
                  <label className="mt-2 block text-xs font-medium text-cocoa-soft">
                    {m.influencers_your_note()}
                    <input
                      value={r.note}
                      maxLength={280}
                      onChange={(e) => {
                        const note = e.target.value;
                        setRows((all) => all.map((x, i) => (i === n ? { ...x, note } : x)));
                      }}
                      placeholder={m.influencers_why_love()}
                      className={`${ui.input} mt-1`}
                    />
                  </label>
                </div>
                <div className="flex shrink-0 flex-col gap-1">
                  <button
                    type="button"
                    disabled={n === 0}
                    onClick={() => move(n, n - 1)}
                    className={buttonClass('quiet', 'px-2', 'sm')}
                  >
                    <ChevronUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">{m.influencers_move_up({ name: r.product.name })}</span>
                  </button>
                  <button
                    type="button"
                    disabled={n === rows.length - 1}
                    onClick={() => move(n, n + 1)}
                    className={buttonClass('quiet', 'px-2', 'sm')}
                  >
                    <ChevronDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">{m.influencers_move_down({ name: r.product.name })}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setRows((all) => all.filter((_, i) => i !== n))}
                    className={buttonClass('quiet', 'px-2 text-danger', 'sm')}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">{m.influencers_remove({ name: r.product.name })}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <button type="button" onClick={save} disabled={saving} className={buttonClass('primary')}>
        {saving ? m.influencers_saving() : m.influencers_save_picks()}
      </button>
    </div>
  );
}

import { formatPrice, MAX_CAKE_ACCESSORIES, type TCakeAccessory } from '@upahar/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type AlertState, buttonClass, FormAlert, SubmitButton, ui } from '~/components/form';
import { ChevronDown, PartyPopper, Trash2 } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { errorMessage } from '~/lib/api';
import { accessoriesChanged, addAccessory, moveAccessory, removeAccessory } from './accessory-list';
import { AccessoryPicker } from './accessory-picker';
import { saveCakeAccessories } from './cakes-api';
import { heading } from './choice-section';

/**
 * The accessories offered with one cake, in the seller's order: moved with buttons (focus stays
 * on the moved row's button, and the new place is announced), removed, added from a search, and
 * saved whole. A refused save keeps the list as the seller left it, with the server's reason.
 */
export function CakeAccessories({
  cakeId,
  loaded,
}: {
  cakeId: string;
  /** The list as the route loaded it, or the words of why it did not come. */
  loaded: TCakeAccessory[] | string;
}) {
  const { revalidate } = useRevalidator();
  if (typeof loaded !== 'string') return <AccessoriesEditor cakeId={cakeId} loaded={loaded} />;
  return (
    <Section>
      <div className="mt-4 space-y-3">
        <FormAlert tone="error">{loaded}</FormAlert>
        <button type="button" className={buttonClass('secondary')} onClick={() => void revalidate()}>
          Try again
        </button>
      </div>
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className={ui.card}>
      <h2 id={`${id}-h`} className={heading}>
        Accessories offered with this cake
      </h2>
      <p className={`${ui.hint} mt-1`}>
        Shown under the cake in this order, up to {MAX_CAKE_ACCESSORIES}, from your store or any other.
      </p>
      {children}
    </section>
  );
}

/** The list as the seller edits it: a draft that starts from what was loaded, until saved. */
function AccessoriesEditor({ cakeId, loaded }: { cakeId: string; loaded: TCakeAccessory[] }) {
  const [saved, setSaved] = useState<TCakeAccessory[]>(loaded);
  const [list, setList] = useState<TCakeAccessory[]>(loaded);
  const [alert, setAlert] = useState<AlertState>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const focusNext = useRef<string | null>(null);

  // After a move, the same button of the moved row keeps the focus (or its twin at an end).
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    const [rowId, dir] = key.split('|');
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [])].find(
      (el) => el.dataset.row === rowId,
    );
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-dir]') ?? [])].filter(
      (b) => !b.disabled,
    );
    (buttons.find((b) => b.dataset.dir === dir) ?? buttons[0])?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const a = list[index];
    const next = moveAccessory(list, index, by);
    if (next === list) return;
    focusNext.current = `${a.id}|${by < 0 ? 'up' : 'down'}`;
    setList(next);
    setSaid(`${a.name} moved to place ${index + by + 1} of ${next.length}`);
  };

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const res = await saveCakeAccessories(
        cakeId,
        list.map((a) => a.id),
      );
      setSaved(res.data.accessories);
      setList(res.data.accessories);
      setAlert({ tone: 'success', text: res.message ?? 'Saved.' });
    } catch (err) {
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const changed = accessoriesChanged(list, saved);
  return (
    <Section>
      {list.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 rounded-2xl bg-cream px-4 py-4 text-sm text-cocoa">
          <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-berry" />
          <p>No accessories chosen: the shop suggests candles, cards and toppers by itself.</p>
        </div>
      ) : (
        <ol ref={listRef} className="mt-4 divide-y divide-line rounded-2xl border border-line">
          {list.map((a, i) => (
            <li
              key={a.id}
              data-row={a.id}
              className="grid grid-cols-[auto_auto_1fr] items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[auto_auto_1fr_auto]"
            >
              <span className="w-5 shrink-0 text-center text-sm font-semibold text-cocoa-soft">{i + 1}</span>
              <Thumb src={a.image} size={48} className="size-12 shrink-0 rounded-xl" iconClassName="size-5" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-cocoa">{a.name}</p>
                <p className="text-sm text-cocoa-soft">
                  {a.storeName} · <span className="whitespace-nowrap">{formatPrice(a.price)}</span>
                </p>
                {!a.onSale && <p className={`${ui.error} mt-0.5`}>Not on sale any more: remove it to save</p>}
              </div>
              <div className="col-span-3 flex items-center justify-end gap-1 sm:col-span-1">
                <MoveButton dir="up" name={a.name} disabled={i === 0} onClick={() => move(i, -1)} />
                <MoveButton
                  dir="down"
                  name={a.name}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                />
                <button
                  type="button"
                  className={buttonClass('quiet', 'px-3', 'sm')}
                  onClick={() => {
                    setList(removeAccessory(list, a.id));
                    setSaid(`${a.name} removed`);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                  <span className="sr-only"> {a.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <AccessoryPicker
        cakeId={cakeId}
        chosen={list}
        onAdd={(a) => {
          setList(addAccessory(list, a));
          setSaid(`${a.name} added at place ${list.length + 1}`);
        }}
      />
      <div className="mt-6 space-y-4">
        {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton type="button" busy={busy} busyLabel="Saving…" onClick={save}>
            Save accessories
          </SubmitButton>
          {changed && <span className={ui.hint}>Changes not saved yet</span>}
        </div>
      </div>
    </Section>
  );
}

function MoveButton({
  dir,
  name,
  disabled,
  onClick,
}: {
  dir: 'up' | 'down';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-dir={dir}
      className={buttonClass('secondary', 'size-9 px-0!', 'sm')}
      disabled={disabled}
      onClick={onClick}
    >
      <ChevronDown aria-hidden="true" className={`size-4 ${dir === 'up' ? 'rotate-180' : ''}`} />
      <span className="sr-only">
        Move {name} {dir}
      </span>
    </button>
  );
}

import type { TAddress, TCartItem } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass } from '~/components/form';
import { UserPlus } from '~/components/icon';
import { ExtraDrop } from './extra-drop';
import { canAddDrop, type ExtraDropChoice, newDrop, updateDrop } from './gift-drops';

/** "Send to more people": the further recipients of this checkout, and a button to add one. */
export function ExtraDrops(p: {
  drops: ExtraDropChoice[];
  lines: TCartItem[];
  addresses: TAddress[] | null;
  firstName: string;
  onChange: (drops: ExtraDropChoice[]) => void;
}) {
  const set = (i: number, patch: Partial<ExtraDropChoice>) =>
    p.onChange(p.drops.map((d, k) => (k === i ? updateDrop(d, patch) : d)));
  return (
    <div className="space-y-4">
      <p className="text-sm text-cocoa-soft">{m.gifting_more_lead()}</p>
      {p.drops.map((d, i) => (
        <ExtraDrop
          key={d.key}
          n={i + 2}
          drop={d}
          lines={p.lines}
          takenElsewhere={new Set(p.drops.filter((_, k) => k !== i).flatMap((x) => x.cartItems))}
          addresses={p.addresses}
          onChange={(patch) => set(i, patch)}
          onRemove={() => p.onChange(p.drops.filter((_, k) => k !== i))}
        />
      ))}
      {p.drops.length > 0 && p.firstName && (
        <p className="text-sm text-cocoa-soft">{m.gifting_first_keeps({ name: p.firstName })}</p>
      )}
      {canAddDrop(p.drops, p.lines.length) && (
        <button
          type="button"
          onClick={() => p.onChange([...p.drops, newDrop()])}
          className={buttonClass('secondary', '', 'sm')}
        >
          <UserPlus aria-hidden="true" className="size-4" /> {m.gifting_add_person()}
        </button>
      )}
    </div>
  );
}

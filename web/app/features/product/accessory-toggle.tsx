import { m } from '@upahar/contract/messages';
import { Check, Plus, X } from '~/components/icon';

type Props = { name: string; picked: boolean; onToggle: () => void };

/**
 * "Add <name> with the cake" / "Remove <name>" under an accessory card. One button that
 * keeps its place when pressed, so keyboard focus stays on it. The name is read out but not shown
 * (the card shows it), and on a phone's narrow cards "with the cake" is read out only as well.
 */
export function AccessoryToggle({ name, picked, onToggle }: Props) {
  return (
    <div
      className={`mt-2 flex min-h-9 items-center gap-2 ${picked ? 'justify-between rounded-full bg-berry-soft pl-3' : ''}`}
    >
      {picked && (
        <span className="flex min-w-0 items-center gap-1 text-sm font-semibold text-berry-dark">
          <Check aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{m.product_accessory_added()}</span>
        </span>
      )}
      <button
        type="button"
        onClick={onToggle}
        className={
          picked
            ? 'inline-flex min-h-9 shrink-0 items-center rounded-full px-3 text-sm font-medium text-cocoa-soft underline-offset-4 hover:text-berry-dark hover:underline focus-visible:outline-2 focus-visible:outline-berry'
            : 'inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-full border border-berry/40 bg-white px-3 text-sm font-semibold text-berry-dark transition-colors hover:bg-berry-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry'
        }
      >
        {picked ? (
          <>
            <X aria-hidden="true" className="size-4 sm:hidden" />
            <span className="max-sm:sr-only">{m.product_accessory_remove()}</span>
            <span className="sr-only"> {name}</span>
          </>
        ) : (
          <>
            <Plus aria-hidden="true" className="size-4 shrink-0" />
            {m.product_accessory_add()}
            <span className="sr-only"> {name}</span>
            <span className="max-sm:sr-only"> {m.product_accessory_with_cake()}</span>
          </>
        )}
      </button>
    </div>
  );
}

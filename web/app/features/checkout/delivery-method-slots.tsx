import type { TDeliveryMethod, TMethodsSlots } from '@upahar/contract';
import { formatSlot } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, FormAlert } from '~/components/form';
import { CalendarX2, Clock, Moon, RefreshCw, Truck, Zap } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { availableSlots, slotNote } from './delivery-logic';
import { RadioCard, RadioCards } from './radio-cards';

type Props = {
  data: TMethodsSlots | null;
  loading: boolean;
  error: string | null;
  methodId: number | null;
  slotId: number | null;
  onMethod: (m: TDeliveryMethod) => void;
  onSlot: (slot: { id: number; label: string }) => void;
  onRetry: () => void;
  waitingFor: string | null;
  /** Keeps the radio groups of several recipients apart (radios of one name are one group). */
  namePrefix?: string;
};

const ICONS: Record<string, typeof Truck> = { express: Zap, midnight: Moon };

/**
 * The delivery methods of the chosen date (standard, express, midnight), each with its one price
 * to the chosen area, then the chosen method's time slots. Slots that cannot be booked stay
 * visible, disabled, with the server's reason ("Full", "Too soon…"), so the shopper sees why.
 */
export function DeliveryMethodSlots(p: Props) {
  const price = usePrice();
  if (p.waitingFor) return <p className="text-sm text-cocoa-soft">{p.waitingFor}</p>;
  if (p.error && !p.data) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{p.error}</FormAlert>
        <button type="button" onClick={p.onRetry} className={buttonClass('secondary', '', 'sm')}>
          <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_try_again()}
        </button>
      </div>
    );
  }
  if (!p.data) return <MethodsSkeleton />;
  if (p.data.methods.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-cream px-4 py-3 text-sm text-cocoa">
        <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
        {m.checkout_no_delivery_on_date()}
      </p>
    );
  }
  const method = p.data.methods.find((m) => m.id === p.methodId) ?? null;
  const free = method ? availableSlots(method).length : 0;

  return (
    <div
      className={`space-y-5 transition-opacity ${p.loading ? 'opacity-60' : ''}`}
      aria-busy={p.loading || undefined}
    >
      <RadioCards label={m.checkout_delivery_method()} className="grid gap-3 md:grid-cols-3">
        {p.data.methods.map((dm) => {
          const Icon = ICONS[dm.slug] ?? Truck;
          const open = availableSlots(dm).length;
          return (
            <RadioCard
              key={dm.id}
              name={`${p.namePrefix ?? ''}delivery-method`}
              value={String(dm.id)}
              checked={dm.id === p.methodId}
              onSelect={() => p.onMethod(dm)}
              title={
                <span className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-berry" />
                  {dm.name}
                </span>
              }
              detail={
                <>
                  {dm.description}
                  {open === 0 && (
                    <span className="block font-medium text-danger">{m.checkout_no_free_slots()}</span>
                  )}
                </>
              }
              // The whole charge of this choice, area included: the summary's delivery line
              // shows this same figure, never the area and the surcharge apart.
              aside={dm.charge === 0 ? m.checkout_free() : price(dm.charge)}
            />
          );
        })}
      </RadioCards>

      {method && (
        <RadioCards
          label={m.checkout_time_slot()}
          hint={free === 0 ? m.checkout_slots_taken() : undefined}
          className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-4"
        >
          {method.slots.map((s) => {
            const note = slotNote(s);
            return (
              <RadioCard
                key={s.id}
                compact
                name={`${p.namePrefix ?? ''}time-slot`}
                value={String(s.id)}
                checked={s.id === p.slotId}
                disabled={!s.available}
                onSelect={() => p.onSlot({ id: s.id, label: s.label })}
                title={
                  <span className="flex items-center gap-1.5 whitespace-nowrap tabular-nums">
                    {/* Two slots side by side at 390 px leave no room for the clock. */}
                    <Clock aria-hidden="true" className="hidden size-3.5 shrink-0 opacity-70 sm:block" />
                    {formatSlot(s.label)}
                  </span>
                }
                detail={
                  note ? (
                    <span className={s.available ? 'font-medium text-berry-dark' : ''}>{note}</span>
                  ) : undefined
                }
              />
            );
          })}
        </RadioCards>
      )}
    </div>
  );
}

function MethodsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-5">
      <div className="grid gap-3 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-cream-deep" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-2xl bg-cream-deep" />
        ))}
      </div>
    </div>
  );
}

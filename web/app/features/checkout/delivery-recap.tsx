import { formatDate, formatSlot } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { CalendarDays, Clock, MapPin, UserRound } from '~/components/icon';
import type { CheckoutChoice } from './choice';

/** Step 3's reminder of step 2: when, how and to whom (from the labels saved with the choice). */
export function DeliveryRecap({ choice }: { choice: CheckoutChoice }) {
  const rows = [
    {
      Icon: CalendarDays,
      label: m.checkout_recap_date(),
      value: choice.date ? formatDate(choice.date, 'day', { bs: true }) : '',
    },
    {
      Icon: Clock,
      label: m.checkout_recap_time(),
      value: [formatSlot(choice.slotLabel), choice.methodName].filter(Boolean).join(' · '),
    },
    { Icon: MapPin, label: m.checkout_recap_area(), value: choice.locationName },
    { Icon: UserRound, label: m.checkout_recap_address(), value: choice.addressLabel },
  ].filter((r) => r.value);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(({ Icon, label, value }) => (
        <div key={label} className="flex items-start gap-2.5">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <div className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">{label}</dt>
            <dd className="text-cocoa wrap-anywhere">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

import type { TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { CalendarDays } from '~/components/icon';

/**
 * Under a placed order: remember the recipient's next occasion. The reminder form opens with the
 * recipient's name and phone, tied to this order, so the next reminder offers the same gift.
 */
export function ReminderOffer({ order }: { order: TOrderDetail }) {
  const { receiverName, phoneNumber } = order.address;
  const query = new URLSearchParams({ name: receiverName, phone: phoneNumber, orderId: order.orderId });
  return (
    <section
      aria-labelledby="reminder-offer"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-center sm:p-6"
    >
      <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-berry" />
      <div className="min-w-0 flex-1">
        <h2 id="reminder-offer" className="font-display text-lg font-semibold text-cocoa">
          {m.occasions_confirm_title({ name: receiverName })}
        </h2>
        <p className="mt-0.5 text-sm text-cocoa-soft">{m.occasions_confirm_text()}</p>
      </div>
      <Link to={`/profile/reminders?${query}`} className={buttonClass('secondary', 'shrink-0')}>
        {m.occasions_confirm_add()}
      </Link>
    </section>
  );
}

import type { TOrderDrop } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { EyeOff, Printer } from '~/components/icon';

/**
 * What the store must hand over with the part: the card's words, and whether the sender asked to
 * stay a surprise (then neither the card nor the rider may name them). The slip prints without prices.
 */
export function GiftCardBlock({ recipient, partId }: { recipient: TOrderDrop; partId: string }) {
  return (
    <div className="space-y-3">
      {recipient.giftMessage ? (
        <blockquote className="rounded-2xl border border-dashed border-berry/40 bg-berry-soft/30 p-3 font-display text-lg wrap-anywhere whitespace-pre-line text-cocoa">
          {recipient.giftMessage}
        </blockquote>
      ) : (
        <p className="text-cocoa-soft">{m.gifting_no_card()}</p>
      )}
      {recipient.hideSender && (
        <p className="flex items-start gap-2 rounded-2xl bg-cream p-3 text-sm font-medium text-cocoa">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          {m.gifting_staff_surprise()}
        </p>
      )}
      <Link
        to={`/dashboard/orders/${partId}/slip`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-berry underline-offset-4 hover:underline"
      >
        <Printer aria-hidden="true" className="size-4" /> {m.gifting_slip_link()}
      </Link>
    </div>
  );
}

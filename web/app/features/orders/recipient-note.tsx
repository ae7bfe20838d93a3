import type { TOrderDrop } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { EyeOff, Gift, UserRound } from '~/components/icon';

/**
 * Who a part goes to and the card with it, on the shopper's order: the recipient when the order
 * went to several people, the card's words, and a reminder that the sender's name is kept off.
 */
export function RecipientNote({ recipient, showWho }: { recipient: TOrderDrop; showWho: boolean }) {
  if (!showWho && !recipient.giftMessage && !recipient.hideSender) return null;
  return (
    <div className="mt-4 space-y-2 text-sm">
      {showWho && (
        <p className="flex items-center gap-1.5 font-semibold text-cocoa">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-berry" />
          {m.gifting_for_whom({ name: recipient.receiverName })}
          <span className="font-normal text-cocoa-soft">· {recipient.locationName}</span>
        </p>
      )}
      {recipient.giftMessage && (
        <p className="flex items-start gap-1.5 rounded-2xl border border-dashed border-berry/40 bg-berry-soft/30 px-3 py-2 whitespace-pre-line wrap-anywhere text-cocoa">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="sr-only">{m.gifting_card_block()}: </span>
            {recipient.giftMessage}
          </span>
        </p>
      )}
      {recipient.hideSender && (
        <p className="flex items-center gap-1.5 text-cocoa-soft">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {m.gifting_surprise_badge()}
        </p>
      )}
    </div>
  );
}

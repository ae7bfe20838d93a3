import { formatNumber, GIFT_MESSAGE_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { TextAreaField } from '~/components/form';

/** One recipient's card: a message printed with the gift, and whether the sender's name is kept off. */
export function GiftCardFields(p: {
  name: string;
  message: string;
  hideSender: boolean;
  onChange: (patch: { giftMessage?: string; hideSender?: boolean }) => void;
}) {
  const hintId = useId();
  return (
    <div className="space-y-3">
      <TextAreaField
        name={p.name}
        label={m.gifting_card_message()}
        value={p.message}
        onValueChange={(giftMessage) => p.onChange({ giftMessage })}
        maxLength={GIFT_MESSAGE_MAX}
        showCount
        minRows={2}
        maxRows={5}
        hint={m.gifting_card_hint({ max: formatNumber(GIFT_MESSAGE_MAX) })}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-3 has-checked:border-berry has-checked:bg-berry-soft/40">
        <input
          type="checkbox"
          checked={p.hideSender}
          onChange={(e) => p.onChange({ hideSender: e.target.checked })}
          aria-describedby={hintId}
          className="mt-1 size-4 accent-berry"
        />
        <span>
          <span className="font-semibold text-cocoa">{m.gifting_hide_sender()}</span>
          <span id={hintId} className="block text-sm text-cocoa-soft">
            {m.gifting_hide_sender_hint()}
          </span>
        </span>
      </label>
    </div>
  );
}

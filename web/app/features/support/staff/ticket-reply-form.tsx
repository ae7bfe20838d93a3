import { TICKET_MESSAGE_MAX, type TStaffTicket, ZStaffReplyBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useState } from 'react';
import { FormAlert, TextAreaField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { type PickerState, unlessUploading } from '~/features/orders';
import { ReplyPictures, SendReplyButton } from '../reply-pictures';
import { replyToTicket } from './tickets-api';

/**
 * Answer the customer, with pictures if they help; the ticket then waits for them, or closes
 * when the box is ticked.
 */
export function TicketReplyForm({ ticket, onSent }: { ticket: TStaffTicket; onSent: () => void }) {
  const form = useForm({ message: '' });
  const [close, setClose] = useState(false);
  const [images, setImages] = useState<PickerState>({ ids: [], uploading: false });
  const onImages = useCallback((s: PickerState) => setImages(s), []);
  // A new picker once a reply is sent, so its pictures do not linger for the next one.
  const [round, setRound] = useState(0);
  const onSubmit = form.submit(
    ZStaffReplyBody,
    (v) => ({ message: v.message, status: close ? 'closed' : 'waiting', imageIds: images.ids }),
    async (body) => {
      const res = await replyToTicket(ticket.id, body);
      toast.success(res.message ?? m.support_reply_sent());
      form.setValues({ message: '' });
      setClose(false);
      setRound((r) => r + 1);
      onSent();
    },
  );
  return (
    <form
      noValidate
      aria-labelledby="reply-title"
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      onSubmit={unlessUploading(images, form.setAlert, onSubmit)}
    >
      <h2 id="reply-title" className="font-display text-xl font-semibold text-cocoa">
        {m.support_reply()}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label={m.support_your_reply()}
        hint={m.support_staff_reply_hint({ name: ticket.customer.name })}
        maxLength={TICKET_MESSAGE_MAX}
        showCount
        minRows={4}
        maxRows={14}
        {...form.field('message')}
      />
      <ReplyPictures round={round} onChange={onImages} error={form.errors.imageIds} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SendReplyButton busy={form.busy} images={images} />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-cocoa">
          <input
            type="checkbox"
            checked={close}
            onChange={(e) => setClose(e.currentTarget.checked)}
            className="size-5 accent-berry"
          />
          {m.support_staff_and_close()}
        </label>
      </div>
      <p className="text-sm text-cocoa-soft">{close ? m.support_staff_closes() : m.support_staff_waits()}</p>
    </form>
  );
}

import { TICKET_CATEGORY_LABEL, TICKET_MESSAGE_MAX, type TTicket, ZReplyTicketBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, TextAreaField, ui, useForm } from '~/components/form';
import { CheckCircle2 } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { type PickerState, unlessUploading } from '~/features/orders';
import { errorMessage } from '~/lib/api';
import { ReplyPictures, SendReplyButton } from './reply-pictures';
import { TicketStatusBadge } from './ticket-bits';
import { TicketThread } from './ticket-thread';
import { sendClose, sendReply } from './tickets-api';

const NEXT: Record<TTicket['status'], string> = {
  open: m.support_next_open(),
  waiting: m.support_next_waiting(),
  closed: m.support_next_closed(),
};

/** /profile/tickets/{id}: the conversation, a reply with pictures, and closing it (null: not theirs). */
export function TicketPage({ ticket }: { ticket: TTicket | null }) {
  return (
    <TicketFrame>
      {ticket ? (
        <Ticket ticket={ticket} />
      ) : (
        <div className="mt-6 space-y-4">
          <h1 className={ui.heading}>{m.support_ticket_not_found()}</h1>
          <p className={ui.lead}>{m.support_ticket_not_found_lead()}</p>
        </div>
      )}
    </TicketFrame>
  );
}

/** What the page shows while the ticket is on its way. */
export function TicketLoading() {
  return (
    <TicketFrame>
      <LoadingLine className="mt-6">{m.support_loading_ticket()}</LoadingLine>
    </TicketFrame>
  );
}

function TicketFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/tickets" className={`${ui.link} text-sm`}>
        {m.support_back_to_tickets()}
      </Link>
      {children}
    </div>
  );
}

function Ticket({ ticket: t }: { ticket: TTicket }) {
  // After a reply or closing, the page's loader runs again: the thread is the server's.
  const { revalidate } = useRevalidator();
  const onChange = useCallback(() => revalidate(), [revalidate]);
  const [closing, setClosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function close() {
    setClosing(true);
    setProblem(null);
    try {
      const res = await sendClose(t.id);
      if (res.message) toast.success(res.message);
      await onChange();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setClosing(false);
    }
  }

  return (
    <>
      <header className="mt-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={`${ui.heading} min-w-0 break-words`}>{t.subject}</h1>
          <TicketStatusBadge status={t.status} />
        </div>
        <p className="mt-2 text-sm text-cocoa-soft">
          {t.reference} · {TICKET_CATEGORY_LABEL[t.category]}
          {t.order && (
            <>
              {' · '}
              <Link to={`/profile/orders/view-order/${t.order.id}`} className={ui.link}>
                {m.support_order_number({ number: t.order.number })}
              </Link>
            </>
          )}
        </p>
        <p className="mt-3 text-cocoa" role="status">
          {NEXT[t.status]}
        </p>
      </header>
      <div className="mt-6">
        <TicketThread messages={t.messages} viewer="shopper" />
      </div>
      <ReplyForm ticket={t} onSent={onChange} />
      {t.status !== 'closed' && (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          {problem && <FormAlert tone="error">{problem}</FormAlert>}
          <button type="button" className={buttonClass('secondary')} onClick={close} disabled={closing}>
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {closing ? m.support_closing() : m.support_close_settled()}
          </button>
        </div>
      )}
    </>
  );
}

function ReplyForm({ ticket, onSent }: { ticket: TTicket; onSent: () => Promise<void> }) {
  const form = useForm({ message: '' });
  const [images, setImages] = useState<PickerState>({ ids: [], uploading: false });
  const onImages = useCallback((s: PickerState) => setImages(s), []);
  // A new picker after each sent reply: the pictures went with it.
  const [round, setRound] = useState(0);

  const onSubmit = form.submit(
    ZReplyTicketBody,
    (v) => ({ ticketId: ticket.id, message: v.message, imageIds: images.ids }),
    async (body) => {
      const res = await sendReply(body);
      toast.success(res.message ?? m.support_reply_sent());
      form.setValues({ message: '' });
      setRound((n) => n + 1);
      await onSent();
    },
  );

  return (
    <form
      aria-label={m.support_reply()}
      noValidate
      className={`${ui.card} mt-6 space-y-4`}
      onSubmit={unlessUploading(images, form.setAlert, onSubmit)}
    >
      <h2 className="font-display text-xl font-semibold text-cocoa">
        {ticket.status === 'closed' ? m.support_reply_to_reopen() : m.support_your_reply()}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label={m.support_message()}
        maxLength={TICKET_MESSAGE_MAX}
        showCount
        minRows={3}
        maxRows={12}
        {...form.field('message')}
      />
      <ReplyPictures round={round} onChange={onImages} error={form.errors.imageIds} />
      <div className="flex justify-end">
        <SendReplyButton busy={form.busy} images={images} />
      </div>
    </form>
  );
}

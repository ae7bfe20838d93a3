import { TICKET_CATEGORY_LABEL, TICKET_MESSAGE_MAX, type TTicket, ZReplyTicketBody } from '@upahar/contract';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, LoadFailed, TextAreaField, ui, useForm } from '~/components/form';
import { CheckCircle2, LoaderCircle } from '~/components/icon';
import { toast } from '~/components/toast';
import { type PickerState, unlessUploading } from '~/features/orders';
import { errorMessage } from '~/lib/api';
import { useLoad } from '~/lib/use-load';
import { ReplyPictures, SendReplyButton } from './reply-pictures';
import { TicketStatusBadge } from './ticket-bits';
import { TicketThread } from './ticket-thread';
import { fetchTicket, sendClose, sendReply } from './tickets-api';

const NEXT: Record<TTicket['status'], string> = {
  open: 'Our team has your message and will answer here; we will e-mail you when they do.',
  waiting: 'We have answered. Reply if something is still wrong, or close the ticket when it is settled.',
  closed: 'This ticket is closed. Reply if you need us again: it opens once more.',
};

/** /profile/tickets/{id}: the conversation, a reply with pictures, and closing it. */
export function TicketPage({ id }: { id: string }) {
  const load = useCallback((signal: AbortSignal) => fetchTicket(id, signal), [id]);
  const { state, reload, set } = useLoad(load, { classify: true });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/tickets" className={`${ui.link} text-sm`}>
        Back to your tickets
      </Link>
      {state.status === 'loading' && (
        <p role="status" className="mt-6 flex items-center gap-2 text-cocoa-soft">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading the ticket…
        </p>
      )}
      {(state.status === 'missing' || state.status === 'forbidden') && (
        <div className="mt-6 space-y-4">
          <h1 className={ui.heading}>Ticket not found</h1>
          <p className={ui.lead}>It may belong to another account. Your own tickets are all in your list.</p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <LoadFailed message={state.message} onRetry={reload} />
        </div>
      )}
      {state.status === 'ready' && <Ticket ticket={state.data} onChange={set} />}
    </div>
  );
}

function Ticket({ ticket: t, onChange }: { ticket: TTicket; onChange: (t: TTicket) => void }) {
  const [closing, setClosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function close() {
    setClosing(true);
    setProblem(null);
    try {
      const res = await sendClose(t.id);
      if (res.message) toast.success(res.message);
      onChange(res.data);
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
                order {t.order.number}
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
            {closing ? 'Closing…' : 'Close the ticket: it is settled'}
          </button>
        </div>
      )}
    </>
  );
}

function ReplyForm({ ticket, onSent }: { ticket: TTicket; onSent: (t: TTicket) => void }) {
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
      toast.success(res.message ?? 'Reply sent');
      form.setValues({ message: '' });
      setRound((n) => n + 1);
      onSent(res.data);
    },
  );

  return (
    <form
      aria-label="Reply"
      noValidate
      className={`${ui.card} mt-6 space-y-4`}
      onSubmit={unlessUploading(images, form.setAlert, onSubmit)}
    >
      <h2 className="font-display text-xl font-semibold text-cocoa">
        {ticket.status === 'closed' ? 'Reply to open it again' : 'Your reply'}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label="Message"
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

import type { TUndeliveredMessage } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass } from '~/components/form';
import { Mail, RotateCcw, Smartphone } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { sendAgain } from './outbox-api';

/** One message that did not go out: to whom, what, how often it was tried and what was said. */
export function OutboxCard({
  message: msg,
  onDone,
}: {
  message: TUndeliveredMessage;
  onDone: () => unknown;
}) {
  const [busy, setBusy] = useState(false);
  const dead = msg.status === 'dead';
  const Icon = msg.channel === 'sms' ? Smartphone : Mail;
  const resend = async () => {
    setBusy(true);
    try {
      toast.success((await sendAgain(msg.id)).message ?? m.outbox_resent());
      await onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={m.outbox_card_label({ subject: msg.subject, recipient: msg.recipient })}
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr_auto] sm:gap-x-4"
    >
      <span className="grid size-10 place-items-center rounded-full bg-berry-soft text-berry sm:size-11">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-semibold break-words text-cocoa">{msg.subject}</h2>
        <p className="mt-0.5 text-sm break-all text-cocoa-soft">
          {msg.channel === 'sms' ? m.outbox_text_to() : m.outbox_email_to()}
          <span className="font-medium text-cocoa">{msg.recipient}</span>
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-cocoa-soft">{m.outbox_queued()}</dt>
            <dd className="text-cocoa">{formatDate(msg.createdAt, 'date-time')}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">{m.outbox_tries()}</dt>
            <dd className="text-cocoa">{formatNumber(msg.attempts)}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">{dead ? m.outbox_given_up_at() : m.outbox_next_try()}</dt>
            <dd className="text-cocoa">{formatDate(msg.nextAttemptAt, 'date-time')}</dd>
          </div>
        </dl>
        {msg.lastError && (
          <p className="mt-3 rounded-2xl bg-danger-soft px-4 py-2.5 text-sm break-words text-danger">
            <span className="font-semibold">{m.outbox_last_answer()}</span>
            {msg.lastError}
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={resend}
        className={buttonClass(
          'secondary',
          'col-start-2 self-start justify-self-start sm:col-start-3 sm:row-start-1',
          'sm',
        )}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {busy ? m.outbox_sending() : m.outbox_send_again()}
      </button>
    </article>
  );
}

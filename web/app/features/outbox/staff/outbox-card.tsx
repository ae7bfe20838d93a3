import type { TUndeliveredMessage } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { useState } from 'react';
import { buttonClass } from '~/components/form';
import { Mail, RotateCcw, Smartphone } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { sendAgain } from './outbox-api';

/** One message that did not go out: to whom, what, how often it was tried and what was said. */
export function OutboxCard({ message: m, onDone }: { message: TUndeliveredMessage; onDone: () => unknown }) {
  const [busy, setBusy] = useState(false);
  const dead = m.status === 'dead';
  const Icon = m.channel === 'sms' ? Smartphone : Mail;
  const resend = async () => {
    setBusy(true);
    try {
      toast.success((await sendAgain(m.id)).message ?? 'It will be sent again now');
      await onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={`${m.subject} to ${m.recipient}`}
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr_auto] sm:gap-x-4"
    >
      <span className="grid size-10 place-items-center rounded-full bg-berry-soft text-berry sm:size-11">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-semibold break-words text-cocoa">{m.subject}</h2>
        <p className="mt-0.5 text-sm break-all text-cocoa-soft">
          {m.channel === 'sms' ? 'Text to ' : 'E-mail to '}
          <span className="font-medium text-cocoa">{m.recipient}</span>
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-cocoa-soft">Queued</dt>
            <dd className="text-cocoa">{formatDate(m.createdAt, 'date-time')}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">Tries</dt>
            <dd className="text-cocoa">{m.attempts}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">{dead ? 'Given up' : 'Next try'}</dt>
            <dd className="text-cocoa">{formatDate(m.nextAttemptAt, 'date-time')}</dd>
          </div>
        </dl>
        {m.lastError && (
          <p className="mt-3 rounded-2xl bg-danger-soft px-4 py-2.5 text-sm break-words text-danger">
            <span className="font-semibold">Last answer: </span>
            {m.lastError}
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
        {busy ? 'Sending…' : 'Send again'}
      </button>
    </article>
  );
}

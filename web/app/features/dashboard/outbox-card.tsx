import type { TUndeliveredMessage } from '@upahar/contract';
import { useState } from 'react';
import { buttonClass } from '~/components/form';
import { Mail, RotateCcw, Smartphone } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { when } from './admin-states';
import { sendAgain } from './outbox-api';

/** One message that did not go out: to whom, what, how often it was tried and what was said. */
export function OutboxCard({ message: m, onDone }: { message: TUndeliveredMessage; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const dead = m.status === 'dead';
  const Icon = m.channel === 'sms' ? Smartphone : Mail;
  const resend = async () => {
    setBusy(true);
    try {
      toast.success((await sendAgain(m.id)).message ?? 'It will be sent again now');
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={`${m.subject} to ${m.recipient}`}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-start"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-berry-soft text-berry">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-semibold break-words text-cocoa">{m.subject}</h2>
        <p className="mt-0.5 text-sm break-all text-cocoa-soft">
          {m.channel === 'sms' ? 'Text to ' : 'E-mail to '}
          <span className="font-medium text-cocoa">{m.recipient}</span>
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-cocoa-soft">Queued</dt>
            <dd className="text-cocoa">{when(m.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">Tries</dt>
            <dd className="text-cocoa">{m.attempts}</dd>
          </div>
          <div>
            <dt className="text-cocoa-soft">{dead ? 'Given up' : 'Next try'}</dt>
            <dd className="text-cocoa">{when(m.nextAttemptAt)}</dd>
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
        className={buttonClass('secondary', 'shrink-0 self-start', 'sm')}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {busy ? 'Sending…' : 'Send again'}
      </button>
    </article>
  );
}

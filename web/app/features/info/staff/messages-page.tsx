import { FEEDBACK_SUBJECT_NAMES, formatDate, type TFeedbackMessage } from '@upahar/contract';
import { ui } from '~/components/form';
import { Inbox, Mail, Phone } from '~/components/icon';
import { HandledButton, InboxPage, type InboxWords } from '~/features/staff-shell';
import { fetchFeedback, markFeedback } from './feedback-api';

const WORDS: InboxWords = {
  base: '/dashboard/messages',
  title: 'Messages',
  lead: 'Messages from the contact page. Answer each by e-mail or phone, then mark it handled.',
  noun: 'messages',
  searchLabel: 'Search by name, e-mail, order or words',
  searchPlaceholder: 'Name, e-mail, order or words',
  emptyIcon: Inbox,
  emptyText: 'When someone writes from the contact page, their message appears here.',
};

const fetchPage = (query: Parameters<typeof fetchFeedback>[0], signal: AbortSignal) =>
  fetchFeedback(query, signal).then((r) => ({
    items: r.data.messages,
    open: r.data.open,
    pagination: r.meta?.pagination,
  }));

/** /dashboard/messages: the contact form's messages, to answer and mark handled. */
export function DashboardMessagesPage() {
  return (
    <InboxPage
      words={WORDS}
      fetch={fetchPage}
      renderItem={(m, reload) => <MessageCard message={m} onChanged={reload} />}
    />
  );
}

function MessageCard({ message: m, onChanged }: { message: TFeedbackMessage; onChanged: () => void }) {
  const handled = m.handledAt !== null;
  return (
    <article
      aria-label={`${FEEDBACK_SUBJECT_NAMES[m.subject]}, from ${m.name}`}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold break-words text-cocoa">
            {FEEDBACK_SUBJECT_NAMES[m.subject]}
            {m.orderNumber && (
              <span className="ml-2 font-sans text-base text-cocoa-soft">{m.orderNumber}</span>
            )}
          </h2>
          <p className="mt-0.5 text-sm text-cocoa-soft">
            {m.name} · {formatDate(m.createdAt, 'date-time')}
            {m.hasAccount ? ' · has an account' : ' · not signed in'}
          </p>
        </div>
        <HandledButton handled={handled} mark={(h) => markFeedback(m.id, h)} onChanged={onChanged} />
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-cocoa">{m.message}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a href={`mailto:${m.email}`} className={`${ui.link} inline-flex items-center gap-1.5 break-all`}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {m.email}
        </a>
        {m.phone && (
          <a href={`tel:+977${m.phone}`} className={`${ui.link} inline-flex items-center gap-1.5`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {m.phone}
          </a>
        )}
      </p>
      {handled && m.handledAt && (
        <p className="mt-2 text-sm text-cocoa-soft">
          Handled {m.handledBy ? `by ${m.handledBy} ` : ''}on {formatDate(m.handledAt, 'date-time')}
        </p>
      )}
    </article>
  );
}

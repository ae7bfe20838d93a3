import { FEEDBACK_SUBJECT_NAMES, type TFeedbackMessage } from '@upahar/contract';
import { Inbox } from '~/components/icon';
import { InboxCard, type InboxData, InboxPage, type InboxWords, loadInbox } from '~/features/staff-shell';
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

/** The inbox's page for the address: what its route's clientLoader gives. */
export const loadMessages = (params: URLSearchParams, signal: AbortSignal) =>
  loadInbox(params, fetchPage, signal);

/** /dashboard/messages: the contact form's messages, to answer and mark handled. */
export function DashboardMessagesPage({ data }: { data: InboxData<TFeedbackMessage> }) {
  return (
    <InboxPage
      words={WORDS}
      data={data}
      renderItem={(i, reload) => <MessageCard message={i} onChanged={reload} />}
    />
  );
}

function MessageCard({ message: m, onChanged }: { message: TFeedbackMessage; onChanged: () => unknown }) {
  return (
    <InboxCard
      item={m}
      label={`${FEEDBACK_SUBJECT_NAMES[m.subject]}, from ${m.name}`}
      heading={
        <>
          {FEEDBACK_SUBJECT_NAMES[m.subject]}
          {m.orderNumber && <span className="ml-2 font-sans text-base text-cocoa-soft">{m.orderNumber}</span>}
        </>
      }
      mark={(h) => markFeedback(m.id, h)}
      onChanged={onChanged}
    />
  );
}

import { FEEDBACK_SUBJECT_NAMES, type TFeedbackMessage } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Inbox } from '~/components/icon';
import { InboxCard, type InboxData, InboxPage, type InboxWords, loadInbox } from '~/features/staff-shell';
import { fetchFeedback, markFeedback } from './feedback-api';

const WORDS: InboxWords = {
  base: '/dashboard/messages',
  title: m.info_staff_messages(),
  lead: m.info_staff_messages_lead(),
  noun: m.info_staff_messages_noun(),
  searchLabel: m.info_staff_messages_search(),
  searchPlaceholder: m.info_staff_messages_placeholder(),
  emptyIcon: Inbox,
  emptyText: m.info_staff_messages_empty(),
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

function MessageCard({ message: msg, onChanged }: { message: TFeedbackMessage; onChanged: () => unknown }) {
  return (
    <InboxCard
      item={msg}
      label={m.info_staff_message_from({ subject: FEEDBACK_SUBJECT_NAMES[msg.subject], name: msg.name })}
      heading={
        <>
          {FEEDBACK_SUBJECT_NAMES[msg.subject]}
          {msg.orderNumber && (
            <span className="ml-2 font-sans text-base text-cocoa-soft">{msg.orderNumber}</span>
          )}
        </>
      }
      mark={(h) => markFeedback(msg.id, h)}
      onChanged={onChanged}
    />
  );
}

import type { TSellerInterest } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Store } from '~/components/icon';
import { InboxCard, type InboxData, InboxPage, type InboxWords, loadInbox } from '~/features/staff-shell';
import { fetchInterests, markInterest } from './interests-api';

const WORDS: InboxWords = {
  base: '/dashboard/enquiries',
  title: m.selling_enquiries_title(),
  lead: m.selling_enquiries_lead(),
  noun: m.selling_enquiries_noun(),
  searchLabel: m.selling_enquiries_search(),
  searchPlaceholder: m.selling_enquiries_placeholder(),
  emptyIcon: Store,
  emptyText: m.selling_enquiries_empty(),
};

const fetchPage = (query: Parameters<typeof fetchInterests>[0], signal: AbortSignal) =>
  fetchInterests(query, signal).then((r) => ({
    items: r.data.interests,
    open: r.data.open,
    pagination: r.meta?.pagination,
  }));

/** The inbox's page for the address: what its route's clientLoader gives. */
export const loadInterests = (params: URLSearchParams, signal: AbortSignal) =>
  loadInbox(params, fetchPage, signal);

/** /dashboard/enquiries: people who asked about selling before applying, to answer and mark. */
export function DashboardInterestsPage({ data }: { data: InboxData<TSellerInterest> }) {
  return (
    <InboxPage
      words={WORDS}
      data={data}
      renderItem={(i, reload) => <InterestCard interest={i} onChanged={reload} />}
    />
  );
}

function InterestCard({ interest: i, onChanged }: { interest: TSellerInterest; onChanged: () => unknown }) {
  return (
    <InboxCard
      item={i}
      label={m.selling_enquiry_label({ business: i.businessName, name: i.name })}
      heading={i.businessName}
      mark={(h) => markInterest(i.id, h)}
      onChanged={onChanged}
    />
  );
}

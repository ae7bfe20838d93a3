import type { TSellerInterest } from '@upahar/contract';
import { Store } from '~/components/icon';
import { InboxCard, type InboxData, InboxPage, type InboxWords, loadInbox } from '~/features/staff-shell';
import { fetchInterests, markInterest } from './interests-api';

const WORDS: InboxWords = {
  base: '/dashboard/enquiries',
  title: 'Seller enquiries',
  lead: 'Messages from the “Sell on Upahar” page. Answer each by e-mail or phone, then mark it handled.',
  noun: 'enquiries',
  searchLabel: 'Search by business, name or e-mail',
  searchPlaceholder: 'Business, name or e-mail',
  emptyIcon: Store,
  emptyText: 'When someone writes from the “Sell on Upahar” page, their message appears here.',
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
      label={`${i.businessName}, from ${i.name}`}
      heading={i.businessName}
      mark={(h) => markInterest(i.id, h)}
      onChanged={onChanged}
    />
  );
}

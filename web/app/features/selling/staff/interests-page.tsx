import type { TSellerInterest } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { ui } from '~/components/form';
import { Mail, Phone, Store } from '~/components/icon';
import { HandledButton, InboxPage, type InboxWords } from '~/features/staff-shell';
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

/** /dashboard/enquiries: people who asked about selling before applying, to answer and mark. */
export function DashboardInterestsPage() {
  return (
    <InboxPage
      words={WORDS}
      fetch={fetchPage}
      renderItem={(i, reload) => <InterestCard interest={i} onChanged={reload} />}
    />
  );
}

function InterestCard({ interest: i, onChanged }: { interest: TSellerInterest; onChanged: () => void }) {
  const handled = i.handledAt !== null;
  return (
    <article
      aria-label={`${i.businessName}, from ${i.name}`}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold break-words text-cocoa">{i.businessName}</h2>
          <p className="mt-0.5 text-sm text-cocoa-soft">
            {i.name} · {formatDate(i.createdAt, 'date-time')}
            {i.hasAccount ? ' · has an account' : ' · not signed in'}
          </p>
        </div>
        <HandledButton handled={handled} mark={(h) => markInterest(i.id, h)} onChanged={onChanged} />
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-cocoa">{i.message}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a href={`mailto:${i.email}`} className={`${ui.link} inline-flex items-center gap-1.5 break-all`}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {i.email}
        </a>
        <a href={`tel:+977${i.phone}`} className={`${ui.link} inline-flex items-center gap-1.5`}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {i.phone}
        </a>
      </p>
      {handled && i.handledAt && (
        <p className="mt-2 text-sm text-cocoa-soft">
          Handled {i.handledBy ? `by ${i.handledBy} ` : ''}on {formatDate(i.handledAt, 'date-time')}
        </p>
      )}
    </article>
  );
}

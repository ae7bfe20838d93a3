import type { TAddress } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { ui } from '~/components/form';
import { Gift, Home } from '~/components/icon';
import { LoadError } from '~/components/layout/load-error';
import { AddressBook, fetchAddresses } from '~/features/address';
import { accountMeta, requireToken } from '~/features/session';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/address';

export const meta: Route.MetaFunction = () => accountMeta(m.address_meta_title(), { noindex: true });

const tabClass = (active: boolean) =>
  [
    'inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors',
    active ? 'bg-white text-cocoa shadow-soft' : 'text-cocoa-soft hover:text-cocoa',
  ].join(' ');

// The list shown lives in the URL (?type=donation) so a reload or a shared link keeps it.
const donationList = (search: URLSearchParams) => search.get('type') === 'donation';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const isDonation = donationList(searchOf(request));
  return { isDonation, saved: await fetchAddresses(isDonation, request.signal) };
}

export function HydrateFallback() {
  const [search] = useSearchParams();
  return <AddressPage isDonation={donationList(search)} saved={null} />;
}
export const ErrorBoundary = LoadError;

/** /profile/address: delivery and donation addresses (shipping-addresses?isDonation=0|1). */
export default function Address({ loaderData }: Route.ComponentProps) {
  return <AddressPage {...loaderData} />;
}

/** The page; `saved` is null while the first load runs. */
function AddressPage({ isDonation, saved }: { isDonation: boolean; saved: TAddress[] | null }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>{m.address_meta_title()}</h1>
          <p className={ui.lead}>{m.address_lead()}</p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          {m.address_back_to_profile()}
        </Link>
      </div>
      <nav aria-label={m.address_lists()} className="mt-6 inline-flex gap-1 rounded-full bg-cream-deep p-1">
        <Link
          to="/profile/address"
          aria-current={isDonation ? undefined : 'page'}
          className={tabClass(!isDonation)}
        >
          <Home aria-hidden="true" className="size-4" />
          {/* Shorter on a phone; the link's name stays the same for screen readers. */}
          <span>
            {m.address_tab_delivery()}
            <span className="sr-only sm:not-sr-only">{m.address_tab_addresses()}</span>
          </span>
        </Link>
        <Link
          to="/profile/address?type=donation"
          aria-current={isDonation ? 'page' : undefined}
          className={tabClass(isDonation)}
        >
          <Gift aria-hidden="true" className="size-4" />
          <span>
            {m.address_tab_donation()}
            <span className="sr-only sm:not-sr-only">{m.address_tab_addresses()}</span>
          </span>
        </Link>
      </nav>
      <div className="mt-6">
        {/* A fresh book per list: the other list's form or dialog must not carry over. */}
        <AddressBook key={isDonation ? 'donation' : 'delivery'} isDonation={isDonation} saved={saved} />
      </div>
    </div>
  );
}

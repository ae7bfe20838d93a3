import type { TAdminAccount } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { Link } from 'react-router';
import { UserRound } from '~/components/icon';
import { useSession } from '~/features/session';
import { listApiQuery, StateBadge, SuspendOrReinstate, SuspensionPage } from '~/features/staff-shell';
import { fetchAdminAccounts, reinstatePerson, suspendPerson } from './accounts-api';

const BASE = '/dashboard/accounts';
const ROLES = { customer: 'Customer', seller: 'Seller', admin: 'Admin' } as const;

/** The accounts route's clientLoader: the page of accounts the address's search and status ask for. */
export const loadAdminAccounts = (search: URLSearchParams, signal: AbortSignal) =>
  fetchAdminAccounts(listApiQuery(search), signal).then((r) => ({
    items: r.data.accounts,
    pagination: r.meta?.pagination,
  }));

/** /dashboard/accounts: find anyone's account; suspend or reinstate it. */
export function DashboardAccountsPage(loaded: Awaited<ReturnType<typeof loadAdminAccounts>>) {
  const { user } = useSession();
  return (
    <SuspensionPage
      {...loaded}
      base={BASE}
      title="Accounts"
      lead="Everyone with an account. A suspended account cannot sign in and its public profile is hidden; its orders and reviews stay."
      noun={{ one: 'account', many: 'accounts', a: 'an account' }}
      search={{ label: 'Search by name, username, e-mail or phone', placeholder: 'e.g. Aarati' }}
      noMatch={(q) => `No account matches “${q}”.`}
      icon={<UserRound aria-hidden="true" className="size-9" />}
      row={(a, onDone) => <AccountRow account={a} mine={a.id === user?.id} onDone={onDone} />}
    />
  );
}

function AccountRow({
  account: a,
  mine,
  onDone,
}: {
  account: TAdminAccount;
  mine: boolean;
  onDone: () => void;
}) {
  const contact = [a.email, a.phone].filter(Boolean).join(' · ');
  return (
    <article
      aria-label={a.name}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-display text-lg font-semibold text-cocoa">
          {a.suspended ? (
            a.name
          ) : (
            <Link to={`/user/${a.username}`} className="hover:text-berry">
              {a.name}
            </Link>
          )}
          <span className="rounded-full bg-cream-deep px-2.5 py-0.5 font-sans text-xs font-semibold text-cocoa">
            {ROLES[a.role]}
          </span>
          <StateBadge suspended={a.suspended !== null} />
        </h2>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          @{a.username}
          {contact && ` · ${contact}`}
        </p>
        <p className="mt-1 text-sm text-cocoa">Joined {formatDate(a.joinedAt, 'date-time')}</p>
        {a.suspended && (
          <p className="mt-1 text-sm text-danger">
            Since {formatDate(a.suspended.at, 'date-time')}: {a.suspended.reason}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {!a.suspended && (mine || a.role === 'admin') ? (
          <p className="text-sm text-cocoa-soft">{mine ? 'Your account' : 'Admins are not suspended here'}</p>
        ) : (
          <SuspendOrReinstate
            suspended={a.suspended !== null}
            reinstate={() => reinstatePerson(a.id)}
            suspend={(reason) => suspendPerson(a.id, reason)}
            onDone={onDone}
            dialog={{
              title: `Suspend ${a.name}?`,
              description:
                'They are signed out everywhere, cannot sign in again and their public profile is hidden. They are e-mailed the reason.',
              label: 'Reason for them',
              placeholder: 'e.g. Orders placed and refused again and again',
              confirm: 'Suspend the account',
            }}
          />
        )}
      </div>
    </article>
  );
}

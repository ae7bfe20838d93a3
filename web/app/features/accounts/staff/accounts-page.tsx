import type { TAdminAccount } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { UserRound } from '~/components/icon';
import { useSession } from '~/features/session';
import { listApiQuery, StateBadge, SuspendOrReinstate, SuspensionPage } from '~/features/staff-shell';
import { fetchAdminAccounts, reinstatePerson, suspendPerson } from './accounts-api';

const BASE = '/dashboard/accounts';
const ROLES = {
  customer: m.accounts_role_customer(),
  seller: m.accounts_role_seller(),
  admin: m.accounts_role_admin(),
} as const;

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
      title={m.accounts_title()}
      lead={m.accounts_lead()}
      noun={{ one: m.accounts_noun_one(), many: m.accounts_noun_many(), a: m.accounts_noun_a() }}
      search={{ label: m.accounts_search_label(), placeholder: m.accounts_search_placeholder() }}
      noMatch={(q) => m.accounts_no_match({ query: q })}
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
        <p className="mt-1 text-sm text-cocoa">
          {m.accounts_joined({ date: formatDate(a.joinedAt, 'date-time') })}
        </p>
        {a.suspended && (
          <p className="mt-1 text-sm text-danger">
            {m.accounts_since({ date: formatDate(a.suspended.at, 'date-time'), reason: a.suspended.reason })}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {!a.suspended && (mine || a.role === 'admin') ? (
          <p className="text-sm text-cocoa-soft">
            {mine ? m.accounts_your_account() : m.accounts_admins_not_suspended()}
          </p>
        ) : (
          <SuspendOrReinstate
            suspended={a.suspended !== null}
            reinstate={() => reinstatePerson(a.id)}
            suspend={(reason) => suspendPerson(a.id, reason)}
            onDone={onDone}
            dialog={{
              title: m.accounts_suspend_named({ name: a.name }),
              description: m.accounts_suspend_description(),
              label: m.accounts_reason_for_them(),
              placeholder: m.accounts_reason_placeholder(),
              confirm: m.accounts_suspend_confirm(),
            }}
          />
        )}
      </div>
    </article>
  );
}

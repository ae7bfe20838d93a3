import {
  CONNECTION_TAB_LABEL,
  CONNECTION_TABS,
  formatDate,
  formatNumber,
  type TConnection,
  type TConnectionTab,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useCallback, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { buttonClass, ui } from '~/components/form';
import { Search, Users } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { Pager } from '~/features/orders';
import { errorMessage } from '~/lib/api';
import { BlockButton } from './block-button';
import {
  answerConnection,
  type ConnectionAnswer,
  endConnection,
  type fetchConnections,
  unblock,
} from './connections-api';
import { FindPeople } from './find-people';

/** The tab the address asks for (?tab=); anything else is the connections themselves. */
export const connectionsTab = (params: URLSearchParams): TConnectionTab =>
  CONNECTION_TABS.find((t) => t === params.get('tab')) ?? 'connected';
const hrefOf = (tab: TConnectionTab, page = 1) => {
  const q = new URLSearchParams();
  if (tab !== 'connected') q.set('tab', tab);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/profile/connections?${s}` : '/profile/connections';
};

const EMPTY: Record<TConnectionTab, string> = {
  connected: m.people_empty_connected(),
  received: m.people_empty_received(),
  sent: m.people_empty_sent(),
  hidden: m.people_empty_hidden(),
  blocked: m.people_empty_blocked(),
};

const FIND_INPUT = 'find-people';

type Props = { tab: TConnectionTab } & Awaited<ReturnType<typeof fetchConnections>>;

/** /profile/connections: connections, requests and blocked people in five tabs with their counts. */
export function ConnectionsPage({ tab, counts, connections, pagination }: Props) {
  // After a change the page's loader runs again: the tabs' counts and the list are the server's.
  const { revalidate } = useRevalidator();
  const reload = useCallback(() => revalidate(), [revalidate]);
  return (
    <ConnectionsFrame tab={tab} counts={counts} onChanged={reload}>
      {connections.length === 0 && (
        <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-soft">
          <span className="grid size-16 place-items-center rounded-full bg-berry-soft text-berry">
            <Users aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-4 max-w-sm text-cocoa-soft">{EMPTY[tab]}</p>
          {tab === 'connected' && (
            <button
              type="button"
              className={buttonClass('primary', 'mt-5')}
              onClick={() => {
                const box = document.getElementById(FIND_INPUT);
                box?.scrollIntoView({ block: 'center' });
                box?.focus();
              }}
            >
              <Search aria-hidden="true" className="size-4" />
              {m.people_find()}
            </button>
          )}
        </div>
      )}
      {connections.length > 0 && (
        <>
          <ul className="space-y-3">
            {connections.map((c) => (
              <li key={c.id}>
                <PersonRow connection={c} onChanged={reload} />
              </li>
            ))}
          </ul>
          {pagination && (
            <Pager
              current={pagination.currentPage}
              total={pagination.totalPages}
              hrefFor={(p) => hrefOf(tab, p)}
            />
          )}
        </>
      )}
    </ConnectionsFrame>
  );
}

/** What the page shows while the tab's people are on their way. */
export function ConnectionsLoading() {
  const [params] = useSearchParams();
  return (
    <ConnectionsFrame tab={connectionsTab(params)} counts={null} onChanged={noop}>
      <LoadingLine>{m.people_loading()}</LoadingLine>
    </ConnectionsFrame>
  );
}

const noop = async () => {};

type FrameProps = {
  tab: TConnectionTab;
  counts: Record<TConnectionTab, number> | null;
  onChanged: () => Promise<void>;
  children: ReactNode;
};

function ConnectionsFrame({ tab, counts, onChanged, children }: FrameProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className={ui.heading}>{m.people_connections_meta()}</h1>
      <p className={ui.lead}>{m.people_connections_lead()}</p>
      <div className={`${ui.card} mt-6`}>
        <FindPeople inputId={FIND_INPUT} onChanged={onChanged} />
      </div>
      <div className="mt-6">
        <FilterPills
          label={m.people_tabs_label()}
          pills={CONNECTION_TABS.map((t) => ({
            label: counts
              ? m.people_tab_count({ label: CONNECTION_TAB_LABEL[t], count: formatNumber(counts[t]) })
              : CONNECTION_TAB_LABEL[t],
            href: hrefOf(t),
            active: t === tab,
          }))}
        />
      </div>
      <div className="mt-4 space-y-3">{children}</div>
    </div>
  );
}

const SINCE: Record<TConnectionTab, (inputs: { date: string }) => string> = {
  connected: m.people_since_connected,
  received: m.people_since_asked,
  sent: m.people_since_asked,
  hidden: m.people_since_asked,
  blocked: m.people_since_blocked,
};
/** The line's words either side of its date (Nepali puts them after it), so the date can stay whole. */
const MARK = '\u0001';
const aroundDate = (state: TConnectionTab) => SINCE[state]({ date: MARK }).split(MARK);

type Action = ConnectionAnswer | 'remove' | 'unblock';
// The buttons each tab offers, first the main one; every tab but Blocked also offers Block.
type ActionButton = { action: Action; label: string; busy: string };
const ACCEPT: ActionButton = {
  action: 'accept',
  label: m.people_action_accept(),
  busy: m.people_action_accept_busy(),
};
const DECLINE: ActionButton = {
  action: 'decline',
  label: m.people_action_decline(),
  busy: m.people_action_decline_busy(),
};
const ACTIONS: Record<TConnectionTab, ActionButton[]> = {
  connected: [{ action: 'remove', label: m.people_action_remove(), busy: m.people_action_remove_busy() }],
  received: [
    ACCEPT,
    DECLINE,
    { action: 'hide', label: m.people_action_hide(), busy: m.people_action_hide_busy() },
  ],
  sent: [{ action: 'cancel', label: m.people_withdraw(), busy: m.people_action_withdraw_busy() }],
  hidden: [ACCEPT, DECLINE],
  blocked: [{ action: 'unblock', label: m.people_unblock(), busy: m.people_action_unblock_busy() }],
};

function PersonRow({
  connection: c,
  onChanged,
}: {
  connection: TConnection;
  onChanged: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(action: Action) {
    setBusy(action);
    setProblem(null);
    try {
      const res =
        action === 'remove'
          ? await endConnection(c.person.username)
          : action === 'unblock'
            ? await unblock(c.person.username)
            : await answerConnection(action, c.id);
      if (res.message) toast.success(res.message);
      await onChanged();
      setBusy(null);
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(null);
    }
  }

  return (
    <article
      aria-label={c.person.name}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-berry-soft font-display text-lg font-semibold text-berry-dark"
        >
          {c.person.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-cocoa">{c.person.name}</p>
          <p className="text-sm wrap-anywhere text-cocoa-soft">@{c.person.username}</p>
          {/* A line of its own, never cut short: the date is what the line is for. */}
          <p className="text-sm text-cocoa-soft">
            {aroundDate(c.state)[0]}
            <span className="whitespace-nowrap">{formatDate(c.since, 'day')}</span>
            {aroundDate(c.state)[1]}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {ACTIONS[c.state].map((a, i) => (
          <button
            key={a.action}
            type="button"
            disabled={busy !== null}
            aria-label={m.people_action_for({ action: a.label, name: c.person.name })}
            onClick={() => act(a.action)}
            className={buttonClass(i === 0 && c.state !== 'connected' ? 'primary' : 'secondary', '', 'sm')}
          >
            {busy === a.action ? a.busy : a.label}
          </button>
        ))}
        {c.state !== 'blocked' && (
          <BlockButton username={c.person.username} name={c.person.name} onBlocked={onChanged} />
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger sm:basis-full">
          {problem}
        </p>
      )}
    </article>
  );
}

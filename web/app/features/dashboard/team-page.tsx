import {
  STAFF_ROLE_LABEL,
  STAFF_ROLES,
  type TMyStore,
  type TStaffRole,
  type TStoreTeam,
} from '@upahar/contract';
import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Mail, UserRound, Users } from '~/components/icon';
import { toast } from '~/components/toast';
import { formatOrderDate } from '~/features/orders';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { StoreOwnersOnly } from './store-owners-only';
import { fetchMyStores, fetchTeam, setMemberRole, takeOffTeam, withdrawInvitation } from './team-api';
import { InviteForm } from './team-invite-form';
import { useStaffLoad } from './use-staff-load';

const ROLE_LABEL: Record<TMyStore['role'], string> = {
  owner: 'You own it',
  admin: 'Admin',
  manager: 'You manage it',
  packer: 'You pack its orders',
};

/** /dashboard/team: who helps run each store, and (for its owner) inviting and removing them. */
export function DashboardTeamPage() {
  const { user } = useSession();
  const staff = user?.role === 'seller' || user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const load = useCallback((signal: AbortSignal) => fetchMyStores(signal), []);
  const { state, reload } = useStaffLoad(load, staff);
  if (!staff || state.status === 'forbidden') return <StoreOwnersOnly />;
  const stores = state.status === 'ready' ? state.data : [];
  const chosen = stores.find((s) => String(s.id) === params.get('store')) ?? stores[0];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Your team</h1>
        <p className={ui.lead}>
          Invite people to help: a manager runs the store with you (orders, products, cake options), a packer
          sees and moves its orders.
        </p>
      </header>
      {state.status === 'loading' && (
        <div role="status" className="mt-6 h-40 animate-pulse rounded-3xl bg-cream-deep" />
      )}
      {(state.status === 'error' || state.status === 'missing') && (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">
            {state.status === 'error' ? state.message : 'Your stores could not be found.'}
          </FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && !chosen && (
        <p className="mt-6 rounded-3xl border border-line bg-white p-6 text-cocoa-soft shadow-soft">
          You do not run a store yet. When a store’s owner invites you, their e-mail has the link to join.
        </p>
      )}
      {chosen && stores.length > 1 && (
        <label className="mt-6 block max-w-sm text-sm font-semibold text-cocoa">
          Store
          <select
            className="mt-1 block w-full rounded-2xl border border-line bg-white px-3 py-2 font-normal"
            value={chosen.id}
            onChange={(e) => setParams({ store: e.target.value })}
          >
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({ROLE_LABEL[s.role]})
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && <StoreTeam key={chosen.id} store={chosen} />}
    </div>
  );
}

function StoreTeam({ store }: { store: TMyStore }) {
  const load = useCallback((signal: AbortSignal) => fetchTeam(store.id, signal), [store.id]);
  const { state, reload, set } = useStaffLoad(load, true);
  if (state.status === 'loading')
    return <div role="status" className="mt-6 h-64 animate-pulse rounded-3xl bg-cream-deep" />;
  if (state.status !== 'ready')
    return (
      <div className="mt-6 space-y-4">
        <FormAlert tone="error">
          {state.status === 'error' ? state.message : 'This store’s team could not be found.'}
        </FormAlert>
        <button type="button" className={buttonClass('secondary')} onClick={reload}>
          Try again
        </button>
      </div>
    );
  const team = state.data;
  return (
    <div className="mt-6 space-y-6">
      <Section title={`Team of ${team.store.name}`} Icon={Users}>
        <ul className="divide-y divide-line">
          {team.owner && (
            <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
              <Person name={team.owner.name} email={team.owner.email} />
              <span className="rounded-full bg-berry-soft px-2.5 py-0.5 text-xs font-semibold text-berry-dark">
                Owner
              </span>
            </li>
          )}
          {team.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 py-3 last:pb-0">
              <Person name={m.name} email={m.email} note={`Since ${formatOrderDate(m.since)}`} />
              {team.canManage ? (
                <MemberActions storeId={team.store.id} member={m} onTeam={set} />
              ) : (
                <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold">
                  {STAFF_ROLE_LABEL[m.role]}
                </span>
              )}
            </li>
          ))}
        </ul>
        {team.members.length === 0 && (
          <p className="mt-3 text-sm text-cocoa-soft">Nobody else helps run this store yet.</p>
        )}
      </Section>
      {team.canManage && (
        <>
          {team.invitations.length > 0 && (
            <Section title="Invitations waiting" Icon={Mail}>
              <ul className="divide-y divide-line">
                {team.invitations.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  >
                    <Person
                      name={i.email}
                      note={`${STAFF_ROLE_LABEL[i.role]} · link works until ${formatOrderDate(i.expiresAt)}`}
                    />
                    <Action
                      label="Withdraw"
                      describe={`Withdraw the invitation to ${i.email}`}
                      run={() => withdrawInvitation(team.store.id, i.id)}
                      onTeam={set}
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title="Invite someone" Icon={UserRound}>
            <InviteForm storeId={team.store.id} onTeam={set} />
          </Section>
        </>
      )}
    </div>
  );
}

function MemberActions({
  storeId,
  member,
  onTeam,
}: {
  storeId: number;
  member: TStoreTeam['members'][number];
  onTeam: (t: TStoreTeam) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function change(role: TStaffRole) {
    setBusy(true);
    try {
      const res = await setMemberRole(storeId, member.userId, role);
      toast.success(`${member.name} is now ${STAFF_ROLE_LABEL[role].toLowerCase()}`);
      onTeam(res.data);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`role-${member.userId}`}>
        Role of {member.name}
      </label>
      <select
        id={`role-${member.userId}`}
        disabled={busy}
        value={member.role}
        onChange={(e) => void change(e.target.value as TStaffRole)}
        className="rounded-2xl border border-line bg-white px-3 py-1.5 text-sm"
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABEL[r]}
          </option>
        ))}
      </select>
      <Action
        label="Remove"
        describe={`Take ${member.name} off the team`}
        run={() => takeOffTeam(storeId, member.userId)}
        onTeam={onTeam}
      />
    </div>
  );
}

function Action({
  label,
  describe,
  run,
  onTeam,
}: {
  label: string;
  describe: string;
  run: () => Promise<{ data: TStoreTeam; message?: string }>;
  onTeam: (t: TStoreTeam) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-label={describe}
      disabled={busy}
      className={buttonClass('secondary', '', 'sm')}
      onClick={async () => {
        setBusy(true);
        try {
          const res = await run();
          toast.success(res.message ?? 'Done');
          onTeam(res.data);
        } catch (e) {
          toast.error(errorMessage(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Saving…' : label}
    </button>
  );
}

function Person({ name, email, note }: { name: string; email?: string; note?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-cocoa">{name}</p>
      {email && <p className="text-sm wrap-anywhere text-cocoa-soft">{email}</p>}
      {note && <p className="text-xs text-cocoa-soft">{note}</p>}
    </div>
  );
}

function Section({ title, Icon, children }: { title: string; Icon: typeof Users; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-cocoa">
        <Icon aria-hidden="true" className="size-5 text-berry" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

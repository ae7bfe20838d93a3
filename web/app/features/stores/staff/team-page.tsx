import {
  formatDate,
  STAFF_ROLE_LABEL,
  STAFF_ROLES,
  type TStaffRole,
  type TStoreTeam,
} from '@upahar/contract';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass } from '~/components/form';
import { Mail, Plus, UserRound, Users } from '~/components/icon';
import { toast } from '~/components/toast';
import {
  loadStoreScoped,
  type StoreScoped,
  StoreScopedLoading,
  StoreScopedPage,
} from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { fetchTeam, setMemberRole, takeOffTeam, withdrawInvitation } from '../team-api';
import { INVITE_FORM_ID, InviteForm } from './team-invite-form';

const WORDS = {
  title: 'Your team',
  lead: 'Invite people to help: a manager runs the store with you (orders, products, cake options), a packer sees and moves its orders.',
  none: 'You do not run a store yet. When a store’s owner invites you, their e-mail has the link to join.',
};

/** The team route's clientLoader: the person's stores and the chosen one's team. */
export const loadStaffTeam = (search: URLSearchParams, signal: AbortSignal) =>
  loadStoreScoped(search, signal, (store, s) => fetchTeam(store.id, s));

export const DashboardTeamLoading = () => <StoreScopedLoading words={WORDS} />;

/** /dashboard/team: who helps run each store, and (for its owner) inviting and removing them. */
export function DashboardTeamPage({ loaded }: { loaded: StoreScoped<TStoreTeam> }) {
  return (
    <StoreScopedPage words={WORDS} loaded={loaded}>
      {(_, team) => team && <StoreTeam team={team} />}
    </StoreScopedPage>
  );
}

function StoreTeam({ team }: { team: TStoreTeam }) {
  const { revalidate } = useRevalidator();
  const set = () => revalidate();
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
              <Person name={m.name} email={m.email} note={`Since ${formatDate(m.since, 'day')}`} />
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
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-cocoa-soft">Nobody else helps run this store yet.</p>
            {team.canManage && (
              <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={toInvite}>
                <Plus aria-hidden="true" className="size-4" />
                Invite someone
              </button>
            )}
          </div>
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
                      note={`${STAFF_ROLE_LABEL[i.role]} · link works until ${formatDate(i.expiresAt, 'day')}`}
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

/** Brings the invitation form into view with its e-mail field ready to type in. */
function toInvite() {
  const form = document.getElementById(INVITE_FORM_ID);
  form?.scrollIntoView({ block: 'center' });
  form?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}

function MemberActions({
  storeId,
  member,
  onTeam,
}: {
  storeId: number;
  member: TStoreTeam['members'][number];
  onTeam: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function change(role: TStaffRole) {
    setBusy(true);
    try {
      await setMemberRole(storeId, member.userId, role);
      toast.success(`${member.name} is now ${STAFF_ROLE_LABEL[role].toLowerCase()}`);
      await onTeam();
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
        describe={`Remove ${member.name} from the team`}
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
  run: () => Promise<{ message?: string }>;
  onTeam: () => Promise<void>;
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
          await onTeam();
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

import { formatDate, STAFF_ROLES, staffRoleLabel, type TStaffRole, type TStoreTeam } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
  title: m.stores_team_title(),
  lead: m.stores_team_lead(),
  none: m.stores_team_none(),
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
      <Section title={m.stores_team_of({ store: team.store.name })} Icon={Users}>
        <ul className="divide-y divide-line">
          {team.owner && (
            <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
              <Person name={team.owner.name} email={team.owner.email} />
              <span className="rounded-full bg-berry-soft px-2.5 py-0.5 text-xs font-semibold text-berry-dark">
                {m.stores_team_owner()}
              </span>
            </li>
          )}
          {team.members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-3 py-3 last:pb-0"
            >
              <Person
                name={member.name}
                email={member.email}
                note={m.stores_team_since({ date: formatDate(member.since, 'day') })}
              />
              {team.canManage ? (
                <MemberActions storeId={team.store.id} member={member} onTeam={set} />
              ) : (
                <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold">
                  {staffRoleLabel(member.role)}
                </span>
              )}
            </li>
          ))}
        </ul>
        {team.members.length === 0 && (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-cocoa-soft">{m.stores_team_nobody()}</p>
            {team.canManage && (
              <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={toInvite}>
                <Plus aria-hidden="true" className="size-4" />
                {m.stores_team_invite_someone()}
              </button>
            )}
          </div>
        )}
      </Section>
      {team.canManage && (
        <>
          {team.invitations.length > 0 && (
            <Section title={m.stores_team_invitations_waiting()} Icon={Mail}>
              <ul className="divide-y divide-line">
                {team.invitations.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  >
                    <Person
                      name={i.email}
                      note={m.stores_team_invitation_note({
                        role: staffRoleLabel(i.role),
                        date: formatDate(i.expiresAt, 'day'),
                      })}
                    />
                    <Action
                      label={m.stores_team_withdraw()}
                      describe={m.stores_team_withdraw_named({ email: i.email })}
                      run={() => withdrawInvitation(team.store.id, i.id)}
                      onTeam={set}
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={m.stores_team_invite_someone()} Icon={UserRound}>
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
      toast.success(m.stores_team_now_role({ name: member.name, role: staffRoleLabel(role).toLowerCase() }));
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
        {m.stores_team_role_of({ name: member.name })}
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
            {staffRoleLabel(r)}
          </option>
        ))}
      </select>
      <Action
        label={m.stores_team_remove()}
        describe={m.stores_team_remove_named({ name: member.name })}
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
          toast.success(res.message ?? m.stores_done());
          await onTeam();
        } catch (e) {
          toast.error(errorMessage(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? m.stores_saving() : label}
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

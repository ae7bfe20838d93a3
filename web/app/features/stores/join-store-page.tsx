import { formatDate, staffRoleHint, staffRoleLabel } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert, SubmitButton, ui } from '~/components/form';
import { Users } from '~/components/icon';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { mineOrNull } from '~/lib/route-data';
import { fetchInvitation, joinStore } from './team-api';

/**
 * The join-store route's clientLoader: the invitation of the link's token, null when there is no
 * such invitation (or it is not for this account to see).
 */
export async function loadInvitation(token: string, signal: AbortSignal) {
  return { token, invitation: token === '' ? null : await mineOrNull(fetchInvitation(token, signal)) };
}

/** The card the page stands in, with the team's icon on top. */
function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8">
        <span className="grid size-14 place-items-center rounded-full bg-berry-soft text-berry">
          <Users aria-hidden="true" className="size-7" />
        </span>
        {children}
      </div>
    </div>
  );
}

/** The join-store route's HydrateFallback. */
export function JoinStoreLoading() {
  return (
    <Card>
      <div role="status" className="mt-5 h-24 animate-pulse rounded-2xl bg-cream-deep">
        <span className="sr-only">{m.stores_join_loading()}</span>
      </div>
    </Card>
  );
}

/**
 * /join-store?token=…: the link a store's owner e-mailed. It says which store and role it offers
 * and joins the team with the account of the address it was sent to.
 */
export function JoinStorePage({ token, invitation }: Awaited<ReturnType<typeof loadInvitation>>) {
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const res = await joinStore(token);
      toast.success(res.message ?? m.stores_join_welcome());
      // A customer's account has just been let into the dashboard: the page knows it at once.
      if (user && user.role === 'customer') setUser({ ...user, role: 'seller' });
      navigate('/dashboard/orders');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      {token === '' && <Invalid message={m.stores_join_incomplete()} />}
      {token !== '' && invitation === null && <Invalid message={m.stores_join_not_found()} />}
      {invitation && (
        <>
          <h1 className={`${ui.heading} mt-5`}>{m.stores_join_title({ store: invitation.storeName })}</h1>
          <p className="mt-2 text-cocoa">
            {m.stores_join_invites_before({ inviter: invitation.invitedBy ?? m.stores_join_the_owner() })}{' '}
            <strong>{staffRoleLabel(invitation.role).toLowerCase()}</strong>
            {m.stores_join_invites_after()}
          </p>
          <p className="mt-1 text-cocoa">
            {m.stores_join_role_line({
              role: staffRoleLabel(invitation.role),
              hint: staffRoleHint(invitation.role).toLowerCase(),
            })}
          </p>
          <p className="mt-1 text-sm text-cocoa-soft">
            {m.stores_join_sent_to({
              email: invitation.email,
              date: formatDate(invitation.expiresAt, 'day'),
            })}
          </p>
          {error && (
            <FormAlert tone="error" className="mt-4">
              {error}
            </FormAlert>
          )}
          {invitation.state === 'open' && (
            <SubmitButton
              type="button"
              className="mt-6"
              busy={busy}
              busyLabel={m.stores_join_joining()}
              onClick={() => void accept()}
            >
              {m.stores_join_button()}
            </SubmitButton>
          )}
          {invitation.state === 'other_account' && (
            <FormAlert tone="info" className="mt-4">
              {m.stores_join_other_account({ signedIn: user?.email ?? '', invited: invitation.email })}
            </FormAlert>
          )}
          {invitation.state === 'already_member' && (
            <p className="mt-6">
              {m.stores_join_already_member()}{' '}
              <Link to="/dashboard/orders" className={ui.link}>
                {m.stores_join_go_dashboard()}
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <>
      <h1 className={`${ui.heading} mt-5`}>{m.stores_join_invalid_title()}</h1>
      <p className="mt-2 text-cocoa-soft">
        {message} {m.stores_join_ask_owner()}
      </p>
    </>
  );
}

import { formatDate, STAFF_ROLE_HINT, STAFF_ROLE_LABEL } from '@upahar/contract';
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
        <span className="sr-only">Loading the invitation</span>
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
      toast.success(res.message ?? 'Welcome to the team');
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
      {token === '' && <Invalid message="This invitation link is incomplete." />}
      {token !== '' && invitation === null && <Invalid message="This invitation could not be found." />}
      {invitation && (
        <>
          <h1 className={`${ui.heading} mt-5`}>Join {invitation.storeName}</h1>
          <p className="mt-2 text-cocoa">
            {invitation.invitedBy ?? 'The owner'} invites you to help as{' '}
            <strong>{STAFF_ROLE_LABEL[invitation.role].toLowerCase()}</strong>.
          </p>
          <p className="mt-1 text-cocoa">
            {STAFF_ROLE_LABEL[invitation.role]}: {STAFF_ROLE_HINT[invitation.role].toLowerCase()}.
          </p>
          <p className="mt-1 text-sm text-cocoa-soft">
            Sent to {invitation.email} · works until {formatDate(invitation.expiresAt, 'day')}
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
              busyLabel="Joining…"
              onClick={() => void accept()}
            >
              Join the team
            </SubmitButton>
          )}
          {invitation.state === 'other_account' && (
            <FormAlert tone="info" className="mt-4">
              You are signed in as {user?.email}. This invitation is for {invitation.email}: sign out and sign
              in with that address (or create its account) to accept it.
            </FormAlert>
          )}
          {invitation.state === 'already_member' && (
            <p className="mt-6">
              You are already on this team.{' '}
              <Link to="/dashboard/orders" className={ui.link}>
                Go to the dashboard
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
      <h1 className={`${ui.heading} mt-5`}>This invitation cannot be used</h1>
      <p className="mt-2 text-cocoa-soft">{message} Ask the store’s owner to send a new one.</p>
    </>
  );
}

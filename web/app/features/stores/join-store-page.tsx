import { formatDate, STAFF_ROLE_HINT, STAFF_ROLE_LABEL } from '@upahar/contract';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, ui } from '~/components/form';
import { Users } from '~/components/icon';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { useStaffLoad } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { fetchInvitation, joinStore } from './team-api';

/**
 * /join-store?token=…: the link a store's owner e-mailed. It says which store and role it offers
 * and joins the team with the account of the address it was sent to.
 */
export function JoinStorePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  const load = useCallback((signal: AbortSignal) => fetchInvitation(token, signal), [token]);
  const { state, reload } = useStaffLoad(load, token !== '');
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
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8">
        <span className="grid size-14 place-items-center rounded-full bg-berry-soft text-berry">
          <Users aria-hidden="true" className="size-7" />
        </span>
        {token === '' && <Invalid message="This invitation link is incomplete." />}
        {token !== '' && state.status === 'loading' && (
          <div role="status" className="mt-5 h-24 animate-pulse rounded-2xl bg-cream-deep">
            <span className="sr-only">Loading the invitation</span>
          </div>
        )}
        {token !== '' &&
          (state.status === 'error' || state.status === 'missing' || state.status === 'forbidden') && (
            <>
              <Invalid
                message={state.status === 'error' ? state.message : 'This invitation could not be found.'}
              />
              <button type="button" className={buttonClass('secondary', 'mt-4')} onClick={reload}>
                Try again
              </button>
            </>
          )}
        {state.status === 'ready' && (
          <>
            <h1 className={`${ui.heading} mt-5`}>Join {state.data.storeName}</h1>
            <p className="mt-2 text-cocoa">
              {state.data.invitedBy ?? 'The owner'} invites you to help as{' '}
              <strong>{STAFF_ROLE_LABEL[state.data.role].toLowerCase()}</strong>.
            </p>
            <p className="mt-1 text-cocoa">
              {STAFF_ROLE_LABEL[state.data.role]}: {STAFF_ROLE_HINT[state.data.role].toLowerCase()}.
            </p>
            <p className="mt-1 text-sm text-cocoa-soft">
              Sent to {state.data.email} · works until {formatDate(state.data.expiresAt, 'day')}
            </p>
            {error && (
              <FormAlert tone="error" className="mt-4">
                {error}
              </FormAlert>
            )}
            {state.data.state === 'open' && (
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
            {state.data.state === 'other_account' && (
              <FormAlert tone="info" className="mt-4">
                You are signed in as {user?.email}. This invitation is for {state.data.email}: sign out and
                sign in with that address (or create its account) to accept it.
              </FormAlert>
            )}
            {state.data.state === 'already_member' && (
              <p className="mt-6">
                You are already on this team.{' '}
                <Link to="/dashboard/orders" className={ui.link}>
                  Go to the dashboard
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </div>
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

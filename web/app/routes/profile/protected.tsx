import { m } from '@upahar/contract/messages';
import { Outlet } from 'react-router';
import { accountMeta, SessionGateNotice, useRequireLogin } from '~/features/session';
import type { Route } from './+types/protected';

export const meta: Route.MetaFunction = () => accountMeta(m.account_nav_label(), { noindex: true });

/**
 * The protected wrapper: logged-in pages render only when logged in. On the server there
 * is no token (it lives in local storage), so it renders "Loading Please Wait" and the browser
 * decides: no token → /login?referrer=…, token still being checked → keep waiting.
 */
export default function Protected() {
  const gate = useRequireLogin();
  if (gate !== 'ready') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <SessionGateNotice gate={gate} />
      </div>
    );
  }
  return <Outlet />;
}

import type { TUser } from '@upahar/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '~/features/session';
import { AdminsOnly } from './admins-only';
import { type Audience, audienceOf } from './dashboard-sections';
import { StoreOwnersOnly } from './store-owners-only';

const MAY_ENTER: Record<Audience, TUser['role'][]> = { store: ['seller', 'admin'], admin: ['admin'] };

/** What someone sees on a dashboard page that is not for them, worded for the page's section. */
export function ForbiddenScreen() {
  const { pathname } = useLocation();
  return audienceOf(pathname) === 'admin' ? <AdminsOnly /> : <StoreOwnersOnly />;
}

/**
 * The one place the dashboard checks roles: a signed-in person whose role does not fit the
 * section of the address sees why instead of the page. Until the person is known the page is
 * drawn, so that the sign-in wrapper inside it can wait or send a visitor to sign in.
 */
export function SectionGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const audience = audienceOf(pathname);
  if (user && audience && !MAY_ENTER[audience].includes(user.role)) return <ForbiddenScreen />;
  return children;
}

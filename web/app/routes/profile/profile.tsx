import type { TProfile } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type AlertState, buttonClass, FormAlert, SubmitButton, ui } from '~/components/form';
import {
  Briefcase,
  CalendarDays,
  Gift,
  Heart,
  KeyRound,
  LogOut,
  MapPin,
  MessageCircleQuestion,
  MessagesSquare,
  MonitorSmartphone,
  Package,
  Pencil,
  Store,
  Trophy,
  UserRound,
  Users,
} from '~/components/icon';
import { LoadError } from '~/components/layout/load-error';
import { StoreOwnerLink } from '~/features/orders';
import {
  accountMeta,
  fetchProfile,
  ProfileFacts,
  ProfileHeading,
  ProfileSkeleton,
  requireToken,
  useFreshUser,
  useSession,
} from '~/features/session';
import { errorMessage } from '~/lib/api';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => accountMeta(m.account_profile_meta(), { noindex: true });

const ACCOUNT_LINKS = [
  {
    to: '/profile/orders',
    label: m.account_link_orders(),
    hint: m.account_link_orders_hint(),
    Icon: Package,
  },
  {
    to: '/profile/address',
    label: m.account_link_addresses(),
    hint: m.account_link_addresses_hint(),
    Icon: MapPin,
  },
  {
    to: '/profile/reminders',
    label: m.occasions_account_link(),
    hint: m.occasions_account_hint(),
    Icon: CalendarDays,
  },
  {
    to: '/profile/wishlist',
    label: m.account_link_wishlist(),
    hint: m.account_link_wishlist_hint(),
    Icon: Heart,
  },
  {
    to: '/profile/tickets',
    label: m.account_link_tickets(),
    hint: m.account_link_tickets_hint(),
    Icon: MessagesSquare,
  },
  {
    to: '/profile/quizzes',
    label: m.account_link_quizzes(),
    hint: m.account_link_quizzes_hint(),
    Icon: MessageCircleQuestion,
  },
  {
    to: '/profile/connections',
    label: m.account_link_connections(),
    hint: m.account_link_connections_hint(),
    Icon: Users,
  },
  {
    to: '/profile/contests',
    label: m.account_link_contests(),
    hint: m.account_link_contests_hint(),
    Icon: Trophy,
  },
  {
    to: '/profile/public',
    label: m.account_link_public(),
    hint: m.account_link_public_hint(),
    Icon: UserRound,
  },
  { to: '/profile/prizes', label: m.account_link_prizes(), hint: m.account_link_prizes_hint(), Icon: Trophy },
  {
    to: '/profile/promotion',
    label: m.account_link_invite(),
    hint: m.account_link_invite_hint(),
    Icon: Gift,
  },
  {
    to: '/profile/applications',
    label: m.account_link_applications(),
    hint: m.account_link_applications_hint(),
    Icon: Briefcase,
  },
  {
    to: '/profile/businesses',
    label: m.account_link_businesses(),
    hint: m.account_link_businesses_hint(),
    Icon: Store,
  },
] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { profile: await fetchProfile(request.signal) };
}

export const HydrateFallback = () => <ProfileView profile={null} />;
export const ErrorBoundary = LoadError;

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} />;
}

/** The page; `profile` is null while the first load runs (its card shows a skeleton). */
function ProfileView({ profile }: { profile: TProfile | null }) {
  const session = useSession();
  // The seller's way to the dashboard below depends on the role, which may have changed since the
  // page load (an application to sell approved meanwhile).
  useFreshUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // "?updated=1" comes from the edit page; show the notice once, then drop it from the URL so
  // a reload or a shared link does not repeat it.
  const [saved] = useState(() => params.get('updated') === '1');
  useEffect(() => {
    if (params.has('updated')) setParams({}, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  const [busy, setBusy] = useState<'others' | 'self' | null>(null);
  const [result, setResult] = useState<AlertState>(null);

  async function logoutOthers() {
    setBusy('others');
    setResult(null);
    try {
      // user-logout?excludeThis=1 ends every session but this one.
      await session.logout({ excludeThis: true });
      setResult({ tone: 'success', text: m.account_logged_out_others() });
    } catch (e) {
      setResult({ tone: 'error', text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  async function logout() {
    setBusy('self');
    await session.logout();
    navigate('/login', { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      {saved && <FormAlert tone="success">{m.account_profile_saved()}</FormAlert>}

      <section className={ui.card}>
        {!profile && (
          <>
            <h1 className="sr-only">{m.account_profile_meta()}</h1>
            <ProfileSkeleton />
          </>
        )}
        {profile && (
          <>
            <ProfileHeading
              profile={profile}
              actions={
                <Link to="/profile/edit" className={buttonClass('primary')}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {m.account_edit_profile()}
                </Link>
              }
            />
            <div className="mt-6 border-t border-line">
              <ProfileFacts profile={profile} />
            </div>
          </>
        )}
      </section>

      {/* The shopper's orders and addresses live one tap from the profile. */}
      <nav aria-label={m.account_nav_label()}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_LINKS.map(({ to, label, hint, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-soft transition hover:border-berry/40 hover:shadow-lifted"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-berry-soft text-berry">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-cocoa">{label}</span>
                  <span className="block text-sm text-cocoa-soft">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Sellers and admins reach the orders they fulfil from here. */}
      <StoreOwnerLink />

      <section aria-labelledby="security-title" className={ui.card}>
        <h2 id="security-title" className="text-lg font-semibold text-cocoa">
          {m.account_security_title()}
        </h2>
        {result && (
          <FormAlert tone={result.tone} className="mt-4">
            {result.text}
          </FormAlert>
        )}
        <ul className="mt-4 divide-y divide-line">
          <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium text-cocoa">{m.account_password()}</p>
              <p className="text-sm text-cocoa-soft">{m.account_password_change_hint()}</p>
            </div>
            <Link to="/profile/changepassword" className={buttonClass('secondary', 'shrink-0')}>
              <KeyRound aria-hidden="true" className="size-4" />
              {m.account_change_password()}
            </Link>
          </li>
          <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium text-cocoa">{m.account_other_devices()}</p>
              <p className="text-sm text-cocoa-soft">{m.account_other_devices_hint()}</p>
            </div>
            <SubmitButton
              type="button"
              variant="secondary"
              className="shrink-0"
              busy={busy === 'others'}
              busyLabel={m.account_logging_out()}
              disabled={busy === 'self'}
              onClick={logoutOthers}
            >
              <MonitorSmartphone aria-hidden="true" className="size-4" />
              {m.account_log_out_others()}
            </SubmitButton>
          </li>
          <li className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium text-cocoa">{m.account_this_device()}</p>
              <p className="text-sm text-cocoa-soft">{m.account_this_device_hint()}</p>
            </div>
            <SubmitButton
              type="button"
              variant="danger"
              className="shrink-0"
              busy={busy === 'self'}
              busyLabel={m.account_logging_out()}
              disabled={busy === 'others'}
              onClick={logout}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {m.account_log_out()}
            </SubmitButton>
          </li>
        </ul>
      </section>
    </div>
  );
}

import type { TMenuData } from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '~/features/session/session-context';

export type SimpleLink = { label: string; to: string };

/** The header's roulette link differs for signed-in shoppers and visitors. */
export const playPath = (isLoggedIn: boolean) =>
  isLoggedIn ? '/roulette/latest' : '/roulette/test-your-luck';

/** Links of the shop's own menu row in the header: Home first, Blog, Influencers and Vacancies last. */
export const HOME_LINK: SimpleLink = { label: 'Home', to: '/' };
export const TRAILING_LINKS: SimpleLink[] = [
  { label: 'Blog', to: '/blogs' },
  { label: 'Influencers', to: '/influencers' },
  { label: 'Vacancies', to: '/careers' },
];

/**
 * The session variant of the header. While the session is still being checked we render the
 * visitor links, because the server render never knows the token (it lives in local storage).
 */
export function useHeaderSession() {
  const session = useSession();
  const isLoggedIn = session.status === 'loggedIn';
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useCallback(async () => {
    // After logout the user goes to /login with the previous path remembered.
    const referrer = location.pathname + location.search;
    await session.logout();
    navigate(`/login?referrer=${encodeURIComponent(referrer)}`);
  }, [session, navigate, location.pathname, location.search]);
  return { isLoggedIn, logout };
}

/**
 * The header data's campaign while it runs: the data may be kept for hours, so one whose end
 * has passed is over even if the kept data still names it.
 */
export const runningCampaign = (campaign: TMenuData['campaign'] | undefined) =>
  campaign?.slug && !(campaign.endsAt && Date.parse(campaign.endsAt) <= Date.now()) ? campaign : null;

/** The campaign icon shows only when the header data has a campaign that still runs. */
export function CampaignLink({
  campaign,
  className = '',
}: {
  campaign: TMenuData['campaign'] | undefined;
  className?: string;
}) {
  const running = runningCampaign(campaign);
  if (!running) return null;
  return (
    <Link
      to={`/campaign/${encodeURIComponent(running.slug)}`}
      className={`inline-flex items-center rounded-full ${className}`}
      title={running.name}
    >
      <img src={running.icon} alt={running.name} width={32} height={32} className="size-8 object-contain" />
    </Link>
  );
}

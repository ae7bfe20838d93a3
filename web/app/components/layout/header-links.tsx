import type { TMenuData } from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '~/features/session/session-context';

export type SimpleLink = { label: string; to: string };

/** The header's roulette link differs for signed-in shoppers and visitors. */
export const playPath = (isLoggedIn: boolean) =>
  isLoggedIn ? '/roulette/latest' : '/roulette/test-your-luck';

/** Links of the shop's own menu row in the header: Home first, Blog and Vacancies last. */
export const HOME_LINK: SimpleLink = { label: 'Home', to: '/' };
export const TRAILING_LINKS: SimpleLink[] = [
  { label: 'Blog', to: '/blogs' },
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

/** The campaign icon shows only when the header data has a campaign. */
export function CampaignLink({
  campaign,
  className = '',
}: {
  campaign: TMenuData['campaign'] | undefined;
  className?: string;
}) {
  if (!campaign?.slug) return null;
  return (
    <Link
      to={`/campaign/${encodeURIComponent(campaign.slug)}`}
      className={`inline-flex items-center rounded-full ${className}`}
      title={campaign.name}
    >
      <img src={campaign.icon} alt={campaign.name} width={32} height={32} className="size-8 object-contain" />
    </Link>
  );
}

import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '~/features/session';

export type SimpleLink = { label: string; to: string };

/** The header's roulette link differs for signed-in shoppers and visitors. */
export const playPath = (isLoggedIn: boolean) =>
  isLoggedIn ? '/roulette/latest' : '/roulette/test-your-luck';

/**
 * Links of the shop's own menu row in the header: Home first; Blog, Influencers, Vacancies and
 * Sell on Upahar last, in sight on every page rather than inside a group.
 */
export const HOME_LINK: SimpleLink = { label: m.shell_link_home(), to: '/' };
export const TRAILING_LINKS: SimpleLink[] = [
  { label: m.shell_link_blog(), to: '/blogs' },
  { label: m.shell_link_influencers(), to: '/influencers' },
  { label: m.shell_link_vacancies(), to: '/careers' },
  { label: m.shell_link_sell(), to: '/sell-at-ug' },
];

/** The signed-in shopper's way back to their job applications, beside Profile. */
export const JOB_APPLICATIONS_LINK: SimpleLink = {
  label: m.shell_link_job_applications(),
  to: '/profile/applications',
};

/** Where sellers and admins work; the dashboard opens on the orders to fulfil. */
export const DASHBOARD_LINK: SimpleLink = { label: m.shell_link_dashboard(), to: '/dashboard/orders' };

const FIXED_TARGETS = new Set([HOME_LINK, ...TRAILING_LINKS].map((l) => l.to));
const pathOf = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url).toLowerCase();

type MenuGroup = TMenuData['topMenu'][number];

/** The treasure hunt running now as a Fun menu item, or null: a kept header may name one that ended. */
function treasureHuntItem(menu: TMenuData | null) {
  const hunt = menu?.treasureHunt;
  if (!hunt || Date.parse(hunt.endsAt) <= Date.now()) return null;
  return {
    title: m.shell_menu_treasure_hunt(),
    url: `/campaign/${encodeURIComponent(hunt.campaign)}#treasure-hunt`,
  };
}

const GAME_PATH = /^\/(roulette|contests?|quiz)(\/|$)/i;

/**
 * The running treasure hunt joins the Fun group, beside the other games (after the roulette):
 * the group is content an admin edits, and a hunt comes and goes with its campaign. Without a
 * Fun group (by name, or by holding games) it makes one.
 */
function withTreasureHunt(groups: MenuGroup[], menu: TMenuData | null): MenuGroup[] {
  const item = treasureHuntItem(menu);
  // An admin who already put the hunt in the menu keeps their link.
  const listed = groups.some((g) => g.items.some((i) => /treasure/i.test(i.title) || i.url === item?.url));
  if (!item || listed) return groups;
  const named = groups.findIndex((g) => /^fun$/i.test(g.title.trim()));
  const fun = named >= 0 ? named : groups.findIndex((g) => g.items.some((i) => GAME_PATH.test(i.url)));
  if (fun < 0) return [...groups, { title: m.shell_menu_fun(), items: [item] }];
  const items = [...groups[fun].items];
  const roulette = items.findIndex((i) => /^\/roulette(\/|$)/i.test(i.url));
  items.splice(roulette + 1, 0, item);
  return groups.map((g, n) => (n === fun ? { ...g, items } : g));
}

/**
 * The editable About / Bazaar / Fun groups without the links the row already shows, so no place is
 * offered twice (the groups are content an admin edits and may well name Vacancies or the Blog);
 * a group left empty goes. The running treasure hunt is added to the Fun group.
 */
export function menuGroups(menu: TMenuData | null) {
  const groups = (menu?.topMenu ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => !FIXED_TARGETS.has(pathOf(item.url))) }))
    .filter((group) => group.items.length > 0);
  return withTreasureHunt(groups, menu);
}

/**
 * The session variant of the header. While the session is still being checked we render the
 * visitor links, because the server render never knows the token (it lives in local storage).
 */
export function useHeaderSession() {
  const session = useSession();
  const isLoggedIn = session.status === 'loggedIn';
  const role = session.user?.role;
  const staff = isLoggedIn && (role === 'seller' || role === 'admin');
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useCallback(async () => {
    // After logout the user goes to /login with the previous path remembered.
    const referrer = location.pathname + location.search;
    await session.logout();
    navigate(`/login?referrer=${encodeURIComponent(referrer)}`);
  }, [session, navigate, location.pathname, location.search]);
  return { isLoggedIn, staff, logout };
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

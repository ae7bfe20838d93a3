import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { NavLink } from 'react-router';
import { Dices, LayoutDashboard, LogIn, LogOut, User, UserPlus } from '~/components/icon';
import { CampaignLink, DASHBOARD_LINK, playPath, useHeaderSession } from './header-links';
import { navItemClass } from './nav-item';

/** The header's account links beside the logo, from 1280 px: play, campaign, dashboard, profile, sign-in. */
export function AccountLinks({ menu }: { menu: TMenuData | null }) {
  const { isLoggedIn, staff, logout } = useHeaderSession();
  return (
    <ul className="flex items-center gap-1">
      <li>
        <NavLink to={playPath(isLoggedIn)} className={navItemClass}>
          <Dices aria-hidden="true" className="size-4" /> {m.shell_play()}
        </NavLink>
      </li>
      {menu?.campaign && (
        <li>
          <CampaignLink campaign={menu.campaign} className="p-1.5 hover:bg-berry-soft" />
        </li>
      )}
      {staff && (
        <li>
          <NavLink to={DASHBOARD_LINK.to} className={navItemClass}>
            <LayoutDashboard aria-hidden="true" className="size-4" /> {DASHBOARD_LINK.label}
          </NavLink>
        </li>
      )}
      {isLoggedIn ? (
        <>
          <li>
            <NavLink to="/profile" className={navItemClass}>
              <User aria-hidden="true" className="size-4" /> {m.shell_profile()}
            </NavLink>
          </li>
          <li>
            <button type="button" onClick={() => void logout()} className={navItemClass}>
              <LogOut aria-hidden="true" className="size-4" /> {m.shell_logout()}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink to="/login" className={navItemClass}>
              <LogIn aria-hidden="true" className="size-4" /> {m.shell_login()}
            </NavLink>
          </li>
          <li>
            <NavLink
              to="/register"
              className="ml-1 inline-flex items-center gap-1 rounded-full bg-berry px-4 py-2 text-[15px] font-semibold text-white hover:bg-berry-dark"
            >
              <UserPlus aria-hidden="true" className="size-4" /> {m.shell_register()}
            </NavLink>
          </li>
        </>
      )}
    </ul>
  );
}

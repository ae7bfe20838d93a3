import * as Dialog from '@radix-ui/react-dialog';
import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Briefcase, ChevronDown, LayoutDashboard, LogIn, LogOut, User, UserPlus, X } from '~/components/icon';
import {
  CampaignLink,
  DASHBOARD_LINK,
  HOME_LINK,
  JOB_APPLICATIONS_LINK,
  menuGroups,
  playPath,
  runningCampaign,
  TRAILING_LINKS,
  useHeaderSession,
} from './header-links';
import { LanguageSwitch } from './language-switch';
import { categoryPath } from './link-target';
import { LogoMark } from './logo';
import { SmartLink } from './smart-link';

const rowClass =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium text-cocoa hover:bg-berry-soft hover:text-berry-dark';
const subLinkClass =
  'block rounded-lg px-3 py-2 text-[15px] text-cocoa hover:bg-berry-soft hover:text-berry-dark';

function Group({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl">
      <summary
        className={`${rowClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
      >
        {title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="ml-3 border-l border-line pl-2">{children}</ul>
    </details>
  );
}

/**
 * Below xl (1280 px) the full menu is replaced by this drawer, 75% wide: Home, the
 * categories, the About / Bazaar / Fun groups, Blog, Influencers, Vacancies and Sell on Upahar.
 * The account links follow (with the dashboard for sellers and admins), because on a phone the
 * drawer is the only place that reaches them.
 */
export function MenuDrawerPanel({ menu, onClose }: { menu: TMenuData | null; onClose: () => void }) {
  const location = useLocation();
  const { isLoggedIn, staff, logout } = useHeaderSession();
  const opened = useRef(location.key);

  // Close once a link has been followed, whichever link it was.
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-3/4 flex-col bg-white shadow-soft data-[state=open]:animate-[drawer-in_220ms_ease-out]">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-display text-xl font-semibold">
              <LogoMark className="size-8" />
              {m.shell_menu()}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-berry-soft"
              aria-label={m.shell_menu_close()}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{m.shell_menu_description()}</Dialog.Description>
          <nav aria-label={m.shell_nav_main()} className="flex-1 overflow-y-auto px-3 py-3">
            <NavLink to={HOME_LINK.to} end className={rowClass}>
              {HOME_LINK.label}
            </NavLink>
            {(menu?.categories.items.length ?? 0) > 0 && (
              <Group title={m.text_shop_by_categories()} open>
                {menu?.categories.items.map((c) => (
                  <li key={c.slug || c.title}>
                    <Link to={categoryPath(c.slug)} className={subLinkClass}>
                      {c.title || c.name}
                    </Link>
                  </li>
                ))}
              </Group>
            )}
            {menuGroups(menu).map((group) => (
              <Group key={group.title} title={group.title}>
                {group.items.map((item) => (
                  <li key={`${item.title}-${item.url}`}>
                    <SmartLink to={item.url} className={subLinkClass}>
                      {item.title}
                    </SmartLink>
                  </li>
                ))}
              </Group>
            ))}
            {TRAILING_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={rowClass}>
                {link.label}
              </NavLink>
            ))}
            <div className="mt-3 border-t border-line pt-3">
              <LanguageSwitch className={rowClass} />
              <Link to={playPath(isLoggedIn)} className={rowClass}>
                {m.shell_play()}
              </Link>
              {runningCampaign(menu?.campaign) && (
                <div className="flex items-center gap-3 px-3 py-2">
                  <CampaignLink campaign={menu?.campaign} />
                  <span className="text-sm text-cocoa-soft">{menu?.campaign?.name ?? null}</span>
                </div>
              )}
              {staff && (
                <Link to={DASHBOARD_LINK.to} className={rowClass}>
                  <LayoutDashboard aria-hidden="true" className="size-5" /> {DASHBOARD_LINK.label}
                </Link>
              )}
              {isLoggedIn ? (
                <>
                  <Link to="/profile" className={rowClass}>
                    <User aria-hidden="true" className="size-5" /> {m.shell_profile()}
                  </Link>
                  <Link to={JOB_APPLICATIONS_LINK.to} className={rowClass}>
                    <Briefcase aria-hidden="true" className="size-5" /> {JOB_APPLICATIONS_LINK.label}
                  </Link>
                  <button type="button" onClick={() => void logout()} className={`${rowClass} w-full`}>
                    <LogOut aria-hidden="true" className="size-5" /> {m.shell_logout()}
                  </button>
                </>
              ) : (
                <>
                  <Link to="/login" className={rowClass}>
                    <LogIn aria-hidden="true" className="size-5" /> {m.shell_login()}
                  </Link>
                  <Link to="/register" className={rowClass}>
                    <UserPlus aria-hidden="true" className="size-5" /> {m.shell_register()}
                  </Link>
                </>
              )}
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

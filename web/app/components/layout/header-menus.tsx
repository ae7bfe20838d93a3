import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ChevronDown } from '~/components/icon';
import { HOME_LINK, menuGroups, type SimpleLink, TRAILING_LINKS } from './header-links';
import { categoryPath } from './link-target';
import { navItemClass } from './nav-item';
import { SmartLink } from './smart-link';

// NavLink marks the current page with aria-current; styling that attribute keeps the className a
// plain string, which Radix's asChild needs (it joins class names and would stringify a function).
const plainLinkClass = `${navItemClass} aria-[current=page]:text-berry-dark aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`;

const panelClass = 'absolute top-full z-50 pt-2 data-[state=open]:animate-[menu-in_160ms_ease-out]';

function PlainLink({ link }: { link: SimpleLink }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={link.to} end className={plainLinkClass}>
          {link.label}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

function Dropdown({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={`group ${navItemClass}`}>
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className={`${panelClass} left-0`}>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-soft">{children}</div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavigationMenu.Link asChild>
      <SmartLink
        to={to}
        className="block rounded-lg px-3 py-2 text-[15px] text-cocoa hover:bg-berry-soft hover:text-berry-dark"
      >
        {children}
      </SmartLink>
    </NavigationMenu.Link>
  );
}

/**
 * The full menu row for xl screens: Shop By Categories in three columns with the
 * optional banner, then the About / Bazaar / Fun groups from topMenu. Radix keeps one open at a
 * time, opens on hover, closes on leave and handles the keyboard.
 */
export function HeaderMenus({ menu }: { menu: TMenuData | null }) {
  const categories = menu?.categories.items ?? [];
  const banner = menu?.categories.banner;
  return (
    <NavigationMenu.Root aria-label={m.shell_nav_main()} delayDuration={80}>
      <NavigationMenu.List className="flex items-center gap-1">
        <PlainLink link={HOME_LINK} />
        {categories.length > 0 && (
          <Dropdown title={m.text_shop_by_categories()}>
            <div className="flex gap-6">
              <ul className="grid w-[36rem] grid-cols-3 content-start gap-x-2 gap-y-0.5">
                {categories.map((c) => (
                  <li key={c.slug || c.title}>
                    <MenuLink to={categoryPath(c.slug)}>{c.title || c.name}</MenuLink>
                  </li>
                ))}
              </ul>
              {banner?.image && (
                <NavigationMenu.Link asChild>
                  <SmartLink to={banner.url} className="block w-56 shrink-0 overflow-hidden rounded-xl">
                    <img
                      src={banner.image}
                      alt={m.shell_menu_banner_alt()}
                      width={224}
                      height={280}
                      className="h-full max-h-72 w-full object-cover"
                    />
                  </SmartLink>
                </NavigationMenu.Link>
              )}
            </div>
          </Dropdown>
        )}
        {menuGroups(menu).map((group) => (
          <Dropdown key={group.title} title={group.title}>
            <ul className="w-60">
              {group.items.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <MenuLink to={item.url}>{item.title}</MenuLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        ))}
        {TRAILING_LINKS.map((link) => (
          <PlainLink key={link.to} link={link} />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

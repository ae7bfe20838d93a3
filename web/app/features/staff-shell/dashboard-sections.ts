import { m } from '@upahar/contract/messages';
import {
  Banknote,
  BookOpen,
  Briefcase,
  CakeSlice,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  Dices,
  FileText,
  Flag,
  Gift,
  Inbox,
  LifeBuoy,
  MailWarning,
  Megaphone,
  MessageCircleQuestion,
  MessagesSquare,
  Newspaper,
  Package,
  PartyPopper,
  Shovel,
  StickyNote,
  Store,
  TicketPercent,
  Trophy,
  UserRound,
  Users,
  Wallet,
} from '~/components/icon';

// The dashboard's sections, grouped as the side column shows them on wide screens and the
// sections sheet on phones.

export type Section = { to: string; label: string; Icon: typeof Package };

/** Who a group's sections are for: the stores' people (sellers, and admins who look after every store), or admins. */
export type Audience = 'store' | 'admin';

export type Group = { title: string; audience: Audience; sections: Section[] };

/** What sellers (and their teams) work on. */
const STORE_GROUP: Group = {
  title: 'Your store',
  audience: 'store',
  sections: [
    { to: '/dashboard/orders', label: 'Orders', Icon: Package },
    { to: '/dashboard/earnings', label: 'Earnings', Icon: Wallet },
    { to: '/dashboard/tickets', label: 'Support tickets', Icon: LifeBuoy },
    { to: '/dashboard/products', label: 'Products', Icon: Gift },
    { to: '/dashboard/cakes', label: 'Cakes', Icon: CakeSlice },
    { to: '/dashboard/store', label: 'Store page', Icon: Store },
    { to: '/dashboard/coupons', label: 'Coupons', Icon: TicketPercent },
    { to: '/dashboard/delivery', label: 'Delivery days', Icon: CalendarClock },
    { to: '/dashboard/team', label: 'Team', Icon: Users },
  ],
};

/** What only the shop's admins look after, by what it is about. */
const ADMIN_GROUPS: Group[] = [
  {
    title: 'Marketplace',
    audience: 'admin',
    sections: [
      { to: '/dashboard/applications', label: 'Applications to sell', Icon: ClipboardCheck },
      { to: '/dashboard/stores', label: 'Stores', Icon: Store },
      { to: '/dashboard/payouts', label: 'Payouts', Icon: Banknote },
      { to: '/dashboard/accounts', label: 'Accounts', Icon: UserRound },
      { to: '/dashboard/influencers', label: 'Influencers', Icon: Megaphone },
      { to: '/dashboard/moderation', label: 'Moderation', Icon: Flag },
      { to: '/dashboard/enquiries', label: 'Enquiries', Icon: Inbox },
      { to: '/dashboard/messages', label: 'Messages', Icon: MessagesSquare },
    ],
  },
  {
    title: 'Content',
    audience: 'admin',
    sections: [
      { to: '/dashboard/pages', label: 'Pages', Icon: BookOpen },
      { to: '/dashboard/blog', label: 'Blog', Icon: Newspaper },
      { to: '/dashboard/banners', label: 'Banners', Icon: ChartColumn },
      { to: '/dashboard/vacancies', label: 'Vacancies', Icon: Briefcase },
      { to: '/dashboard/job-applications', label: 'Job applications', Icon: FileText },
    ],
  },
  {
    title: 'Offers and games',
    audience: 'admin',
    sections: [
      { to: '/dashboard/campaigns', label: 'Campaigns', Icon: PartyPopper },
      { to: '/dashboard/festivals', label: m.festivals_nav(), Icon: CalendarDays },
      { to: '/dashboard/prizes', label: 'Prizes', Icon: Gift },
      { to: '/dashboard/roulettes', label: 'Roulette', Icon: Dices },
      { to: '/dashboard/treasure-hunts', label: 'Treasure hunts', Icon: Shovel },
      { to: '/dashboard/contests', label: 'Contests', Icon: Trophy },
      { to: '/dashboard/quizzes', label: 'Quizzes', Icon: MessageCircleQuestion },
    ],
  },
  {
    title: 'Records',
    audience: 'admin',
    sections: [
      { to: '/dashboard/audit', label: 'Audit log', Icon: StickyNote },
      { to: '/dashboard/outbox', label: 'Undelivered messages', Icon: MailWarning },
    ],
  },
];

/** The sections a user sees: every store's, and the admin's groups for admins. */
export const sectionGroups = (admin: boolean): Group[] =>
  admin ? [STORE_GROUP, ...ADMIN_GROUPS] : [STORE_GROUP];

/**
 * The section a dashboard address belongs to: the one whose address is the longest start of it,
 * so an editor such as /dashboard/products/12 stays under Products, and /dashboard/job-applications
 * is not taken for /dashboard/applications.
 */
export function currentSection(groups: Group[], pathname: string): Section | null {
  let best: Section | null = null;
  for (const g of groups)
    for (const s of g.sections)
      if ((pathname === s.to || pathname.startsWith(`${s.to}/`)) && (!best || s.to.length > best.to.length))
        best = s;
  return best;
}

/** Who the page at a dashboard address is for: that of its section; null outside every section. */
export function audienceOf(pathname: string): Audience | null {
  const all = sectionGroups(true);
  const section = currentSection(all, pathname);
  return all.find((g) => section && g.sections.includes(section))?.audience ?? null;
}

export const groupId = (g: Group, prefix = 'dashboard') =>
  `${prefix}-${g.title.toLowerCase().replaceAll(' ', '-')}`;

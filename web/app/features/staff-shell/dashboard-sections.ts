import { m } from '@upahar/contract/messages';
import {
  Ban,
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
  RotateCcw,
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
  title: m.dashboard_group_store(),
  audience: 'store',
  sections: [
    { to: '/dashboard/orders', label: m.dashboard_section_orders(), Icon: Package },
    { to: '/dashboard/earnings', label: m.dashboard_section_earnings(), Icon: Wallet },
    { to: '/dashboard/tickets', label: m.dashboard_section_tickets(), Icon: LifeBuoy },
    { to: '/dashboard/products', label: m.dashboard_section_products(), Icon: Gift },
    { to: '/dashboard/cakes', label: m.dashboard_section_cakes(), Icon: CakeSlice },
    { to: '/dashboard/store', label: m.dashboard_section_store(), Icon: Store },
    { to: '/dashboard/coupons', label: m.dashboard_section_coupons(), Icon: TicketPercent },
    { to: '/dashboard/delivery', label: m.dashboard_section_delivery(), Icon: CalendarClock },
    { to: '/dashboard/team', label: m.dashboard_section_team(), Icon: Users },
  ],
};

/** What only the shop's admins look after, by what it is about. */
const ADMIN_GROUPS: Group[] = [
  {
    title: m.dashboard_group_marketplace(),
    audience: 'admin',
    sections: [
      { to: '/dashboard/applications', label: m.dashboard_section_applications(), Icon: ClipboardCheck },
      { to: '/dashboard/stores', label: m.dashboard_section_stores(), Icon: Store },
      { to: '/dashboard/payouts', label: m.dashboard_section_payouts(), Icon: Banknote },
      { to: '/dashboard/refunds', label: m.cancel_nav_refunds(), Icon: RotateCcw },
      { to: '/dashboard/accounts', label: m.dashboard_section_accounts(), Icon: UserRound },
      { to: '/dashboard/influencers', label: m.dashboard_section_influencers(), Icon: Megaphone },
      { to: '/dashboard/moderation', label: m.dashboard_section_moderation(), Icon: Flag },
      { to: '/dashboard/refused-words', label: m.words_nav(), Icon: Ban },
      { to: '/dashboard/enquiries', label: m.dashboard_section_enquiries(), Icon: Inbox },
      { to: '/dashboard/messages', label: m.dashboard_section_messages(), Icon: MessagesSquare },
    ],
  },
  {
    title: m.dashboard_group_content(),
    audience: 'admin',
    sections: [
      { to: '/dashboard/pages', label: m.dashboard_section_pages(), Icon: BookOpen },
      { to: '/dashboard/blog', label: m.dashboard_section_blog(), Icon: Newspaper },
      { to: '/dashboard/banners', label: m.dashboard_section_banners(), Icon: ChartColumn },
      { to: '/dashboard/vacancies', label: m.dashboard_section_vacancies(), Icon: Briefcase },
      { to: '/dashboard/job-applications', label: m.dashboard_section_job_applications(), Icon: FileText },
    ],
  },
  {
    title: m.dashboard_group_offers(),
    audience: 'admin',
    sections: [
      { to: '/dashboard/campaigns', label: m.dashboard_section_campaigns(), Icon: PartyPopper },
      { to: '/dashboard/festivals', label: m.festivals_nav(), Icon: CalendarDays },
      { to: '/dashboard/reminders', label: m.occasions_staff_nav(), Icon: CalendarClock },
      { to: '/dashboard/prizes', label: m.dashboard_section_prizes(), Icon: Gift },
      { to: '/dashboard/roulettes', label: m.dashboard_section_roulettes(), Icon: Dices },
      { to: '/dashboard/treasure-hunts', label: m.dashboard_section_treasure_hunts(), Icon: Shovel },
      { to: '/dashboard/contests', label: m.dashboard_section_contests(), Icon: Trophy },
      { to: '/dashboard/quizzes', label: m.dashboard_section_quizzes(), Icon: MessageCircleQuestion },
    ],
  },
  {
    title: m.dashboard_group_records(),
    audience: 'admin',
    sections: [
      { to: '/dashboard/audit', label: m.dashboard_section_audit(), Icon: StickyNote },
      { to: '/dashboard/outbox', label: m.dashboard_section_outbox(), Icon: MailWarning },
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

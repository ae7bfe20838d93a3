import { m } from '@upahar/contract/messages';
import { DashboardRemindersPage, loadReminderDesk, ReminderDeskLoading } from '~/features/reminders/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/reminders';

export const meta: Route.MetaFunction = () => accountMeta(m.occasions_staff_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadReminderDesk(request.signal);
}

export const HydrateFallback = ReminderDeskLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardReminders({ loaderData }: Route.ComponentProps) {
  return <DashboardRemindersPage {...loaderData} />;
}

// The reminders' staff screen, for the dashboard's routes only.

export { DashboardRemindersPage, loadReminderDesk, ReminderDeskLoading } from './reminders-page';

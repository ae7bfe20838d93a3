// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardTicketPage, loadStaffTicket, StaffTicketLoading } from './ticket-page';
export { DashboardTicketsPage, loadStaffTickets } from './tickets-page';

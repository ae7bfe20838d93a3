// Support tickets as the shopper sees them: the list, a new ticket, one conversation.
export { loadRecentOrders, NewTicketPage } from './new-ticket-page';
export { TicketLoading, TicketPage } from './ticket-page';
export { fetchTicket, fetchTickets } from './tickets-api';
export { TicketsLoading, TicketsPage } from './tickets-page';

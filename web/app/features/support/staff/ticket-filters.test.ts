import { describe, expect, it } from 'vitest';
import { emptyTicketsText, ticketFiltersFrom, ticketsHref, ticketsQuery } from './ticket-filters';

const from = (s: string) => ticketFiltersFrom(new URLSearchParams(s));

describe('ticket filters in the address', () => {
  it('defaults to the open queue, everyone, page 1', () => {
    expect(from('')).toEqual({ status: 'open', mine: false, q: '', page: 1 });
  });

  it('reads a known status, mine, the search and the page', () => {
    expect(from('status=closed&mine=1&q=%20cake%20&page=3')).toEqual({
      status: 'closed',
      mine: true,
      q: 'cake',
      page: 3,
    });
    expect(from('status=all').status).toBe('all');
  });

  it('falls back on anything unknown', () => {
    expect(from('status=lost&mine=yes&page=-2')).toEqual({ status: 'open', mine: false, q: '', page: 1 });
  });

  it('keeps the defaults out of the link and round-trips the rest', () => {
    expect(ticketsHref({ status: 'open', mine: false, q: '' })).toBe('/dashboard/tickets');
    const href = ticketsHref({ status: 'waiting', mine: true, q: 'T-7K3', page: 2 });
    expect(href).toBe('/dashboard/tickets?status=waiting&mine=1&q=T-7K3&page=2');
    expect(from(href.split('?')[1])).toEqual({ status: 'waiting', mine: true, q: 'T-7K3', page: 2 });
  });

  it('asks the API for no status when showing all', () => {
    expect(ticketsQuery({ status: 'all', mine: false, q: '', page: 1 })).toEqual({
      status: undefined,
      mine: undefined,
      q: undefined,
      page: 1,
    });
    expect(ticketsQuery({ status: 'open', mine: true, q: 'x', page: 4 })).toEqual({
      status: 'open',
      mine: '1',
      q: 'x',
      page: 4,
    });
  });

  it('words the empty list per filter', () => {
    expect(emptyTicketsText({ status: 'open', mine: false, q: '', page: 1 }).title).toBe('Nothing to answer');
    expect(emptyTicketsText({ status: 'closed', mine: true, q: '', page: 1 }).text).toContain(
      'assigned to you',
    );
    expect(emptyTicketsText({ status: 'all', mine: false, q: 'zz', page: 1 }).text).toContain('"zz"');
  });
});

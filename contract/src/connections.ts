import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// Connections between shoppers: one asks, the other accepts, declines or hides the request.
// A hidden request stays "sent" to the person who asked: they are never told. Blocking someone
// ends whatever linked the two and keeps them from asking again until unblocked.

export const CONNECTION_TABS = ['connected', 'received', 'sent', 'hidden', 'blocked'] as const;
export type TConnectionTab = (typeof CONNECTION_TABS)[number];
export const CONNECTION_TAB_LABEL: Record<TConnectionTab, string> = {
  connected: m.people_tab_connected(),
  received: m.people_tab_received(),
  sent: m.people_tab_sent(),
  hidden: m.people_tab_hidden(),
  blocked: m.people_tab_blocked(),
};
export const CONNECTIONS_PER_PAGE = 20;
/** After a decline, the same person may ask again only after this many days. */
export const CONNECTION_ASK_AGAIN_DAYS = 30;

export const ZConnectionsQuery = z.object({
  tab: z
    .enum(CONNECTION_TABS, { error: 'Choose connections, requests, sent, hidden or blocked' })
    .default('connected'),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TConnectionsQuery = z.input<typeof ZConnectionsQuery>;

export const ZConnectionPerson = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
});
export const ZConnection = z.object({
  id: z.string(),
  person: ZConnectionPerson,
  /** Where it stands from the reader's side. */
  state: z.enum(CONNECTION_TABS),
  /** When asked, when accepted for a connection, or when blocked. */
  since: z.string(),
});
export type TConnection = z.infer<typeof ZConnection>;

export const ZConnectionsResponse = success(
  z.object({
    connections: z.array(ZConnection),
    counts: z.record(z.enum(CONNECTION_TABS), z.number().int()),
  }),
);

/** POST connection/send, remove, block and unblock name the other person by username. */
export const ZConnectionPersonBody = z.object({
  username: zText({ error: 'Enter a username' })
    .trim()
    .min(1, 'Enter a username')
    .max(40, 'No one has a username that long')
    .transform((u) => u.replace(/^@/, '')),
});
export type TConnectionPersonBody = z.input<typeof ZConnectionPersonBody>;
export const ZConnectionIdParams = z.object({ id: z.uuid('No such request') });

/**
 * Where two people stand after a change: none when nothing links them any more, blocked when the
 * reader blocked the other, unavailable when the other blocked the reader.
 */
export const CONNECTION_STATES = [...CONNECTION_TABS, 'none', 'unavailable'] as const;
export type TConnectionState = (typeof CONNECTION_STATES)[number];
export const ZConnectionStateResponse = success(
  z.object({ state: z.enum(CONNECTION_STATES), connectionId: z.string().nullable() }),
);

/**
 * Finding people to connect with by name or username. A search needs a few letters (fewer would
 * list most of the shop to anyone signed in) and answers a short list, best matches first.
 */
export const PEOPLE_SEARCH_MIN = 2;
export const PEOPLE_SEARCH_RESULTS = 10;
export const ZPeopleSearchQuery = z.object({
  q: zText({ error: 'Type a name or username' })
    .trim()
    .transform((q) => q.replace(/^@/, '').trim())
    .pipe(
      z
        .string()
        .min(PEOPLE_SEARCH_MIN, `Type at least ${PEOPLE_SEARCH_MIN} letters of a name or username`)
        .max(60, 'Search with at most 60 characters'),
    ),
});
export type TPeopleSearchQuery = z.input<typeof ZPeopleSearchQuery>;

/**
 * One person found: only what their public profile always shows, and their city only when they
 * let it show there. `state` is where the reader stands with them, for the button next to them.
 */
export const ZFoundPerson = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(['none', 'connected', 'sent', 'received', 'hidden']),
});
export type TFoundPerson = z.infer<typeof ZFoundPerson>;
export const ZPeopleSearchResponse = success(z.object({ people: z.array(ZFoundPerson) }));

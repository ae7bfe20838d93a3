import { readStored, removeStored, writeStored } from '~/lib/storage';

// A visitor's search history lives in this browser only (a signed-in user's lives on
// the server). Unique, newest first, at most 20 entries; it never expires by itself.
export const VISITOR_HISTORY_KEY = 'upahar.searchHistory';
export const VISITOR_HISTORY_MAX = 20;
/** Long queries are cut so one paste cannot fill the storage. */
const QUERY_MAX = 100;

/** Trims and collapses spaces; an empty result means "nothing worth remembering". */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
}

/** The list with `query` first, without an earlier copy (case-insensitive), capped at `max`. */
export function addToHistory(list: readonly string[], query: string, max = VISITOR_HISTORY_MAX): string[] {
  const q = normaliseQuery(query);
  if (!q) return list.slice(0, max);
  const key = q.toLowerCase();
  return [q, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, max);
}

function removeFromHistory(list: readonly string[], query: string): string[] {
  const key = normaliseQuery(query).toLowerCase();
  return list.filter((item) => item.toLowerCase() !== key);
}

/** Reads the stored list, dropping anything that is not a non-empty string (old or edited data). */
export function readVisitorHistory(): string[] {
  const stored = readStored<unknown>(VISITOR_HISTORY_KEY);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((q): q is string => typeof q === 'string' && normaliseQuery(q) !== '')
    .slice(0, VISITOR_HISTORY_MAX);
}

export function rememberVisitorSearch(query: string): string[] {
  const next = addToHistory(readVisitorHistory(), query);
  writeStored(VISITOR_HISTORY_KEY, next, null);
  return next;
}

export function forgetVisitorSearch(query: string): string[] {
  const next = removeFromHistory(readVisitorHistory(), query);
  writeStored(VISITOR_HISTORY_KEY, next, null);
  return next;
}

export function clearVisitorHistory(): void {
  removeStored(VISITOR_HISTORY_KEY);
}

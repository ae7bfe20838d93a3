import { COMPARE_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { toast } from '~/components/toast';
import { commitCompare, loadCompare } from './compare-store';

// Adding to the compare list: a 4th product restarts the list with the new one and a duplicate
// is refused, each said in a toast. Loaded with the first add, not with every page of cards.

export const DUPLICATE_MESSAGE = m.compare_duplicate();

export type CompareResult =
  | { kind: 'added'; ids: string[] }
  | { kind: 'restarted'; ids: string[] }
  | { kind: 'duplicate'; ids: string[]; message: string };

export function addToCompare(ids: readonly string[], id: string, max = COMPARE_MAX): CompareResult {
  if (ids.includes(id)) return { kind: 'duplicate', ids: [...ids], message: DUPLICATE_MESSAGE };
  if (ids.length >= max) return { kind: 'restarted', ids: [id] };
  return { kind: 'added', ids: [...ids, id] };
}

/** Adds a product to the stored list and tells the shopper when the list restarted or refused it. */
export function addAndTell(id: string): CompareResult {
  const result = addToCompare(loadCompare(), id);
  if (result.kind === 'duplicate') toast.error(result.message);
  else {
    commitCompare(result.ids);
    if (result.kind === 'restarted') toast.info(m.compare_restarted());
  }
  return result;
}

import { m } from '@upahar/contract/messages';
import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '~/components/toast';
import { STORAGE_KEYS } from '~/lib/storage';
import {
  addToCompare,
  type CompareResult,
  loadCompare,
  removeFromCompare,
  saveCompare,
} from './compare-store';

// One list per browser, shared by every button, the tray and the compare page. localStorage is
// the only copy (compare ids are stored in the browser with an expiry); other tabs see changes through
// the storage event, and logout (which removes the key) is picked up on the next read.

const CHANGE = 'upahar:compare';
const NONE: string[] = [];
let lastRaw: string | null | undefined;
let lastIds: string[] = NONE;

function snapshot(): string[] {
  const raw = window.localStorage.getItem(STORAGE_KEYS.compare);
  if (raw !== lastRaw) {
    lastIds = loadCompare();
    // loadCompare may have removed an expired entry: remember what is there now.
    lastRaw = window.localStorage.getItem(STORAGE_KEYS.compare);
  }
  return lastIds;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.compare) onChange();
  };
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function commit(ids: string[]) {
  saveCompare(ids);
  window.dispatchEvent(new Event(CHANGE));
}

export function useCompare() {
  // The server renders an empty list; the stored one appears after hydration.
  const ids = useSyncExternalStore(subscribe, snapshot, () => NONE);
  const add = useCallback((id: string): CompareResult => {
    const result = addToCompare(loadCompare(), id);
    if (result.kind === 'duplicate') toast.error(result.message);
    else {
      commit(result.ids);
      if (result.kind === 'restarted') {
        toast.info(m.compare_restarted());
      }
    }
    return result;
  }, []);
  const remove = useCallback((id: string) => commit(removeFromCompare(loadCompare(), id)), []);
  const clear = useCallback(() => commit([]), []);
  const has = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, add, remove, clear, has };
}

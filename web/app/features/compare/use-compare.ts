import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '~/lib/storage';
import { COMPARE_CHANGE, commitCompare, loadCompare, removeFromCompare } from './compare-store';

// One list per browser, shared by every button, the tray and the compare page. localStorage is
// the only copy (compare ids are stored in the browser with an expiry); other tabs see changes through
// the storage event, and logout (which removes the key) is picked up on the next read.

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
  window.addEventListener(COMPARE_CHANGE, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COMPARE_CHANGE, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const loadAdd = () => import('./compare-add');

export function useCompare() {
  // The server renders an empty list; the stored one appears after hydration.
  const ids = useSyncExternalStore(subscribe, snapshot, () => NONE);
  // The refusal and restart messages come with the adding code, on the first add.
  const add = useCallback((id: string) => {
    void loadAdd().then((a) => a.addAndTell(id));
  }, []);
  const remove = useCallback((id: string) => commitCompare(removeFromCompare(loadCompare(), id)), []);
  const clear = useCallback(() => commitCompare([]), []);
  const has = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, add, remove, clear, has };
}

import { useEffect, useState } from 'react';
import { useSession } from './session-context';

/**
 * Re-reads the signed-in user once when the calling page opens, so a role changed since the page
 * load (an application to sell approved a minute ago) shows without a reload or a new sign-in.
 * Opening the page is the moment the role matters, and costs one small request; polling or
 * watching the window's focus would ask far more often for a change that comes once.
 * Returns true once that read has answered (or failed).
 */
export function useFreshUser(): boolean {
  const { refreshUser } = useSession();
  const [fresh, setFresh] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the page; refreshUser changes when the start-up check ends, which it already waits for
  useEffect(() => {
    let live = true;
    void refreshUser().then(() => {
      if (live) setFresh(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return fresh;
}

import type { TProfile } from '@upahar/contract';
import { getUserProfile } from '@upahar/contract/endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: TProfile }
  | { status: 'error'; message: string };

/**
 * GET user-profile in the browser (personal data loads in the browser, where
 * the token is). A request still running when the page closes is aborted and forgotten.
 */
export function useProfile(): ProfileState & { reload: () => void } {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    callApi(getUserProfile, {}, { signal: controller.signal })
      .then((res) => {
        if (!controller.signal.aborted) setState({ status: 'ready', profile: res.data.profile });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(e) });
      });
  }, []);

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  return { ...state, reload: load };
}

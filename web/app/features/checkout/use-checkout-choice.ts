import { useCallback, useEffect, useState } from 'react';
import {
  type CheckoutChoice,
  clearChoice,
  EMPTY_CHOICE,
  readChoice,
  updateChoice,
  writeChoice,
} from './choice';

export type ChoiceApi = {
  choice: CheckoutChoice;
  /** False until the stored choice was read (after hydration: the server has no sessionStorage). */
  restored: boolean;
  update: (patch: Partial<CheckoutChoice>) => void;
  /** Forget the stored choice (the order was placed). The in-memory one stays for this page. */
  forget: () => void;
};

/** The checkout's choices, kept in sessionStorage so Back, reloads and failed orders lose nothing. */
export function useCheckoutChoice(): ChoiceApi {
  const [choice, setChoice] = useState<CheckoutChoice>(EMPTY_CHOICE);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    setChoice(readChoice());
    setRestored(true);
  }, []);
  const update = useCallback((patch: Partial<CheckoutChoice>) => {
    setChoice((c) => {
      const next = updateChoice(c, patch);
      writeChoice(next);
      return next;
    });
  }, []);
  const forget = useCallback(() => clearChoice(), []);
  return { choice, restored, update, forget };
}

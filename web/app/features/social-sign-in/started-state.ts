import type { TSocialProvider } from '@upahar/contract';

// The state of a sign-in begun in this tab, checked when the provider sends the browser back. A
// link made by someone else (their own code and state, to sign this browser in to their account)
// finds no state here and is refused before anything is sent to the shop.
const key = (provider: TSocialProvider) => `upahar.signIn.${provider}`;

export function rememberState(provider: TSocialProvider, state: string) {
  try {
    sessionStorage.setItem(key(provider), state);
  } catch {
    // Storage off (private mode in some browsers): the callback page then explains the refusal.
  }
}

/** The state remembered for `provider`, forgotten at once: it serves one answer only. */
export function takeState(provider: TSocialProvider): string | null {
  try {
    const state = sessionStorage.getItem(key(provider));
    sessionStorage.removeItem(key(provider));
    return state;
  } catch {
    return null;
  }
}

// How long a refused message waits before its next try: 30 s after the first refusal, twice as
// long after each next one, never more than an hour apart. A message is given up (a dead letter
// for the admins) once its tries have covered a day, so an SMTP server or SMS gateway that is
// down for hours loses nothing, and one that never takes a message does not keep it for ever.

const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 60 * 60_000;
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** The wait after the `attempts`-th refusal (1 for the first). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** How many tries a message gets: enough that the waits between them add up to a day. */
export const MAX_ATTEMPTS = (() => {
  let waited = 0;
  let attempts = 1;
  while (waited < RETRY_FOR_MS) waited += retryDelayMs(attempts++);
  return attempts;
})();

/** A message refused on its `attempts`-th try is given up. */
export const isLastAttempt = (attempts: number) => attempts >= MAX_ATTEMPTS;

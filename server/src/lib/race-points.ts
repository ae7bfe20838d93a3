import { testsRunning } from '../config.ts';

// Named places in services where a test can hold concurrent requests, so that the race it checks
// happens on every run instead of only when the scheduler happens to interleave the requests.
// Outside tests nothing is ever registered, and passing a point costs one map lookup.

export type RacePoint =
  /** Before the order's transaction starts. */
  | 'place-order:start'
  /** In the order's transaction, all checks done, before the slot, stock, coupon and credit are taken. */
  | 'place-order:holds'
  /** Before an add starts its transaction (every add but a visitor's first, see cart/first-add.ts). */
  | 'add-to-cart:start'
  /** In an add's transaction, the line checked, before the cart is locked. */
  | 'add-to-cart:lock'
  /** Before the voucher's transaction starts. */
  | 'redeem-voucher:start'
  /** In the voucher's transaction, before the conditional update that claims it. */
  | 'redeem-voucher:claim'
  /** Before a roulette spin's transaction starts. */
  | 'roulette-spin:start'
  /** In the spin's transaction, before the day's allowance is taken. */
  | 'roulette-spin:count'
  /** Before a treasure dig's transaction starts. */
  | 'treasure-dig:start'
  /** In the dig's transaction, before the dig is counted and the treasure claimed. */
  | 'treasure-dig:claim'
  /** Before a staff member's order status change starts its transaction. */
  | 'order-status:start'
  /** In a delivery's transaction, the invite's rules checked, before the reward is claimed. */
  | 'referral-reward:claim'
  /** In a follow's transaction, the store found not to be the follower's own, before the insert. */
  | 'follow-store:insert'
  /** Before a quiz play's transaction starts: staff or the creator may change the quiz meanwhile. */
  | 'quiz-start:start'
  /** Before the transaction that makes one store's weekly statement starts. */
  | 'statement:start'
  /** In a statement's transaction, its numbers read, before the row is inserted. */
  | 'statement:insert';

type Hook = () => Promise<void>;
const hooks = new Map<RacePoint, Hook>();

/** Waits for the test's hook at `point`, if a test registered one. */
export async function racePoint(point: RacePoint): Promise<void> {
  const hook = hooks.get(point);
  if (hook) await hook();
}

/** Tests only: runs `hook` each time a request reaches `point`; answers a function removing it. */
export function onRacePoint(point: RacePoint, hook: Hook): () => void {
  if (!testsRunning()) throw new Error('onRacePoint is only for tests (NODE_ENV=test)');
  hooks.set(point, hook);
  return () => {
    if (hooks.get(point) === hook) hooks.delete(point);
  };
}

export type Barrier = {
  /** Waits until `parties` callers have arrived; callers after those pass straight through. */
  arrive(): Promise<void>;
  /** How many callers have arrived so far. */
  arrived(): number;
};

/**
 * A one-off meeting place: the first `parties` callers wait for one another and then go on
 * together. If they are not all there within `timeoutMs`, the waiting ones fail with a message
 * saying how many came, instead of the test hanging.
 */
export function barrier(parties: number, timeoutMs = 15_000): Barrier {
  let count = 0;
  let open: () => void = () => {};
  let fail: (e: Error) => void = () => {};
  const met = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  met.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  return {
    arrive() {
      count++;
      if (count === 1 && parties > 1) {
        timer = setTimeout(
          () => fail(new Error(`only ${count} of ${parties} racers reached the barrier`)),
          timeoutMs,
        );
      }
      if (count === parties) {
        clearTimeout(timer);
        open();
      }
      return count > parties ? Promise.resolve() : met;
    },
    arrived: () => count,
  };
}

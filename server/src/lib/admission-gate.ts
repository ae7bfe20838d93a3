/**
 * A bounded number of requests at work, a bounded queue behind them, and a longest wait in that
 * queue. Work is always started on a later turn of the event loop, never inside the caller: on an
 * embedded database every query resolves without the loop turning, so a request started at once
 * would run to its end before the next request is even read, the gate would never see two at a
 * time, and the backlog would pile up unseen in the sockets instead of in this queue.
 */

/** What the gate does with one request: exactly one of the two, unless it is withdrawn first. */
export type Ticket = { start(): void; refuse(): void };

export type GateLimits = { concurrency: number; queue: number; maxWaitMs: number };

export type Entered = 'started' | 'queued' | 'full';

/**
 * Why a request was turned away: the queue was full, it waited too long in it, the event loop
 * was stuck when it arrived, or its visitor had already left.
 */
export type Refusal = 'full' | 'wait' | 'lag' | 'gone';

export class AdmissionGate {
  private running = 0;
  // A Map keeps insertion order, so its first entry is the oldest, and a client that leaves is
  // taken out of the middle at no cost.
  private readonly waiting = new Map<Ticket, NodeJS.Timeout>();
  /** Requests turned away since the start, by reason (counted by whoever refuses them). */
  readonly refusals: Record<Refusal, number> = { full: 0, wait: 0, lag: 0, gone: 0 };

  constructor(private readonly limits: GateLimits) {}

  /** Requests holding a place (started, or about to start). */
  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.size;
  }

  /**
   * Starts the request soon, queues it, or answers 'full' (the caller refuses it then). `waitedMs`
   * is how long it already waited before reaching the gate; it counts against the longest wait.
   */
  enter(ticket: Ticket, waitedMs = 0): Entered {
    if (this.running < this.limits.concurrency && this.waiting.size === 0) {
      this.running++;
      setImmediate(ticket.start);
      return 'started';
    }
    if (this.waiting.size >= this.limits.queue) return 'full';
    const timer = setTimeout(() => this.expire(ticket), Math.max(0, this.limits.maxWaitMs - waitedMs));
    this.waiting.set(ticket, timer);
    return 'queued';
  }

  /** A queued request whose client has gone; false when it was not waiting (it holds a place). */
  withdraw(ticket: Ticket): boolean {
    const timer = this.waiting.get(ticket);
    if (timer === undefined) return false;
    clearTimeout(timer);
    this.waiting.delete(ticket);
    return true;
  }

  /** A started request is over: its place goes straight to the oldest waiting one. */
  leave() {
    const next = this.waiting.keys().next();
    if (next.done) {
      this.running = Math.max(0, this.running - 1);
      return;
    }
    this.withdraw(next.value);
    setImmediate(next.value.start);
  }

  private expire(ticket: Ticket) {
    if (this.waiting.delete(ticket)) ticket.refuse();
  }
}

/**
 * How long the event loop has been stuck right now. Every request read after a stall of that
 * length has waited at least as long in its socket, since nothing was read in the meantime; a
 * sampled histogram would only notice after the stall is over.
 */
export function watchLoopLag(intervalMs = 20): { lag(): number; stop(): void } {
  let last = performance.now();
  const timer = setInterval(() => {
    last = performance.now();
  }, intervalMs);
  timer.unref();
  return {
    lag: () => Math.max(0, performance.now() - last - intervalMs),
    stop: () => clearInterval(timer),
  };
}

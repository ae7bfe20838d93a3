/** A log call of the logger, as its hooks see it. */
export type LogFn = (...args: unknown[]) => void;
type Logger = { info: LogFn };

const CLIENT_LEFT = /premature close/i;

/**
 * The logger's hook on every line: the compression library logs at error level when a visitor
 * leaves while a compressed answer is still streaming. Nothing failed on our side, and under load
 * hundreds of such lines would bury real errors, so they become one info line each.
 */
export function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const [first] = args as unknown[];
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (level >= 50 && err instanceof Error && CLIENT_LEFT.test(err.message)) {
    this.info('client left before the answer was sent');
    return;
  }
  method.apply(this, args);
}

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

// Query parameters that carry a secret: the links mailed to confirm an address or reset a
// password hold their token in the query, and a log reader must not be able to use them.
const SECRET_PARAMS = /([?&](?:token|reset_?token|code|password|secret|signature)=)[^&#]*/gi;

/** The URL as the request log writes it: secret query values replaced by "[redacted]". */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { type PaymentSettings, paymentSettings, ZPaymentEnv } from './config-payments.ts';
import { type SocialSettings, socialSettings, ZSocialEnv } from './config-social.ts';
import { type BucketSettings, bucketSettings, ZStorageEnv } from './config-storage.ts';

/**
 * Whose X-Forwarded-For to believe: nobody unless configured. Believing every proxy on a private
 * network was not safe: behind Docker's bridge or a private load balancer every client arrives
 * from a private address, so anyone could write their own X-Forwarded-For and start each
 * sign-in attempt from a new address, escaping every limit. A deployment behind a proxy names
 * it (its address or network, or how many proxies stand in front).
 */
const NO_PROXY = 'false';

export { ConfigError } from './config-error.ts';

// Configuration only through here, validated once; no process.env elsewhere.
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Upahar <no-reply@upahar.local>'),
  // Texts (sign-in codes) go out through Sparrow SMS only with both of these; else they are kept.
  SMS_PROVIDER: z.enum(['sparrow']).optional(),
  SPARROW_SMS_TOKEN: z.string().optional(),
  SPARROW_SMS_FROM: z.string().default('Upahar'),
  REDIS_URL: z.string().optional(),
  // /metrics for Prometheus: on the shop's port behind this bearer token, and/or on a port of
  // its own that the load balancer does not forward. Neither set: no metrics are kept.
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters, so it cannot be guessed')
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // `auto`: the demo shop on an empty database outside production, nothing in production.
  SEED: z.enum(['auto', 'demo', 'never']).default('auto'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: z.string().trim().default(NO_PROXY),
  // Browser tests run the server at a known time of day: its clock runs this many milliseconds
  // ahead of real time (behind when negative). Refused outside NODE_ENV=test.
  TEST_CLOCK_OFFSET_MS: z.coerce.number().int().optional(),
  // `npm run dev` sets it: pages come from the web sources through Vite, with hot reload.
  WEB_DEV: z.enum(['on', 'off']).default('off'),
  // Anonymous pages and public API answers kept in memory for a few seconds (see Config below).
  RESPONSE_CACHE: z.enum(['on', 'off']).optional(),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  RESPONSE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(1).max(16_384).default(64),
  // Payments (config-payments.ts): eSewa, Khalti and the built-in test gateway.
  ...ZPaymentEnv.shape,
  // Sign-in with Google and Facebook (config-social.ts): offered only when configured.
  ...ZSocialEnv.shape,
  // Uploaded files in an S3-compatible bucket (config-storage.ts): all of them or none.
  ...ZStorageEnv.shape,
  // Admission control under load (see Config below). On by default in production only: in
  // development and tests a slow first compile or a big seed would otherwise be shed.
  ADMISSION: z.enum(['on', 'off']).optional(),
  ADMISSION_RENDERS: z.coerce.number().int().min(1).max(256).optional(),
  ADMISSION_API: z.coerce.number().int().min(1).max(1024).optional(),
  ADMISSION_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  ADMISSION_MAX_LAG_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  ADMISSION_RETRY_AFTER: z.coerce.number().int().min(1).max(3600).default(3),
  ADMISSION_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  // After SIGTERM: how long the server goes on serving while /readyz says 503 (see Config below).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each instance opens to PostgreSQL at most (requests and jobs share them). */
  databasePoolMax: number;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS gateway; null keeps texts in the outbox (readable at /dev/mailbox outside production). */
  sms: { provider: 'sparrow'; token: string; from: string } | null;
  redisUrl: string | undefined;
  /** The Redis channel on which instances sharing the database pass on cache invalidations. */
  cacheChannel: string;
  /**
   * Prometheus metrics: `token` guards /metrics on the shop's own port (a bearer token), `port`
   * serves them on a port of their own (0: any free port, for tests); both null, none are kept.
   */
  metrics: { token: string | null; port: number | null };
  logLevel: string;
  /**
   * `demo` fills an empty database with the demo shop, whose accounts' password is public;
   * `never` adds nothing. Production adds nothing unless SEED=demo says so.
   */
  seed: 'demo' | 'never';
  rateLimit: boolean;
  sessionDays: number;
  /** Fastify's trustProxy: true, false, a hop count, or addresses and CIDRs separated by commas. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Web build to serve; null in API-only tests. */
  webBuildDir: string | null;
  /** How far the shop's clock runs ahead of real time; always 0 outside tests. */
  clockOffsetMs: number;
  /** Render the storefront from webSourceDir through Vite's dev server instead of webBuildDir. */
  webDev: boolean;
  /** The web app's sources (the folder holding vite.config.ts); needed when webDev is on. */
  webSourceDir: string | null;
  /**
   * The shared in-process cache of anonymous pages and public GETs: how long an answer is kept,
   * and how many answers and bytes at most (least recently used go first). Off while pages come
   * from the live sources (WEB_DEV=on), so an edit shows on the next reload.
   */
  responseCache: { enabled: boolean; ttlMs: number; maxEntries: number; maxBytes: number };
  payments: PaymentSettings;
  /** Google and Facebook sign-in; a provider left null is not offered. */
  social: SocialSettings;
  /** Where new uploads' bytes go: an S3-compatible bucket, or (null) the database, as by default. */
  bucket: BucketSettings | null;
  /**
   * Admission control: how many page renders and API calls run at once, how many more may wait
   * (each class its own queue), how long one may wait, and how late the event loop may be before
   * new work is refused with 503 and Retry-After. Health checks, static files and answers from
   * the response cache are never refused.
   */
  admission: AdmissionConfig;
  /**
   * After SIGTERM, how long the server goes on serving while /readyz answers 503, so that a load
   * balancer checking it stops sending requests here before the server stops accepting them.
   * 5 s in production (longer than two failed checks a second apart); 0 elsewhere, where nothing
   * balances and Ctrl-C should stop at once.
   */
  shutdownDrainMs: number;
};

export type AdmissionConfig = {
  enabled: boolean;
  pages: { concurrency: number; queue: number };
  api: { concurrency: number; queue: number };
  /** A request waiting longer than this (in the socket or in a queue) is refused. */
  maxWaitMs: number;
  /** The event loop stuck longer than this means every request now arriving has waited as long. */
  maxLagMs: number;
  retryAfterSeconds: number;
  /**
   * How long a refusal is held before it is sent. A client that retries at once (a script, a
   * proxy, a load test) would otherwise keep the server busy refusing it instead of rendering.
   */
  refusalDelayMs: number;
  /** How late the event loop is now, in ms; tests pass a fake to stand for a loaded server. */
  loopLag?: () => number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL=) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Vite serves source files and is a development dependency: never part of a real deployment.
  if (e.WEB_DEV === 'on' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_DEV: on is for development only, not with NODE_ENV=production',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT, where the shop listens',
    );
  }
  if (e.TEST_CLOCK_OFFSET_MS !== undefined && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_OFFSET_MS: only with NODE_ENV=test');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    sms:
      e.SMS_PROVIDER === 'sparrow' && e.SPARROW_SMS_TOKEN
        ? { provider: 'sparrow', token: e.SPARROW_SMS_TOKEN, from: e.SPARROW_SMS_FROM }
        : null,
    redisUrl: e.REDIS_URL || undefined,
    cacheChannel: 'upahar:cache-invalidation',
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seed: e.SEED === 'auto' ? (e.NODE_ENV === 'production' ? 'never' : 'demo') : e.SEED,
    rateLimit: e.RATE_LIMIT === 'on',
    sessionDays: e.SESSION_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webBuildDir: null,
    clockOffsetMs: e.TEST_CLOCK_OFFSET_MS ?? 0,
    webDev: e.WEB_DEV === 'on',
    webSourceDir: null,
    responseCache: {
      enabled: (e.RESPONSE_CACHE ?? (e.WEB_DEV === 'on' ? 'off' : 'on')) === 'on',
      ttlMs: e.RESPONSE_CACHE_SECONDS * 1000,
      maxEntries: e.RESPONSE_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(e.RESPONSE_CACHE_MAX_MB * 1024 * 1024),
    },
    payments: paymentSettings(e),
    social: socialSettings(e),
    bucket: bucketSettings(e),
    admission: {
      enabled: (e.ADMISSION ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
      // Renders are CPU work: about one per core at once keeps every core busy without
      // stretching each render; API calls are shorter and spend more of their time waiting on
      // the database, so more of them may overlap.
      pages: { concurrency: e.ADMISSION_RENDERS ?? availableParallelism(), queue: e.ADMISSION_QUEUE },
      api: { concurrency: e.ADMISSION_API ?? 4 * availableParallelism(), queue: e.ADMISSION_QUEUE },
      maxWaitMs: e.ADMISSION_MAX_WAIT_MS,
      maxLagMs: e.ADMISSION_MAX_LAG_MS,
      retryAfterSeconds: e.ADMISSION_RETRY_AFTER,
      refusalDelayMs: e.ADMISSION_REFUSAL_DELAY_MS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    ...overrides,
  };
}

/**
 * True in a test run (Vitest, or the server started by the browser tests), read from the process
 * itself: test-only switches such as setting the shop's clock check it and refuse otherwise.
 */
export const testsRunning = () => process.env.NODE_ENV === 'test';

function parseTrustProxy(v: string): Config['trustProxy'] {
  if (v === 'true' || v === 'false') return v === 'true';
  if (v === 'none') return false;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

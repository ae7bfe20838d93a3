import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Refusal } from '../lib/admission-gate.ts';
import { outboxBacklog } from '../modules/mail/index.ts';

const REFUSALS: Refusal[] = ['full', 'wait', 'lag', 'gone'];

/**
 * The shop's own series, each read when Prometheus scrapes (nothing runs per request): the
 * database pool, the response cache, admission control, the outbox and the cache bus. Counters
 * kept elsewhere as plain numbers are copied in at that moment.
 */
export function shopGauges(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  const database = app.database;

  new Gauge({
    name: 'upahar_db_pool_connections',
    help: 'Database connections by state: total open, idle, and queries waiting for one (PGlite: one connection, no idle or waiting count).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      if (pool.idle !== null) this.set({ state: 'idle' }, pool.idle);
      if (pool.waiting !== null) this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'upahar_db_pool_max',
    help: 'Most database connections the pool may open (1 on PGlite).',
    registers,
    collect() {
      this.set(database.poolStats().max);
    },
  });
  new Gauge({
    name: 'upahar_db_info',
    help: 'Which database the shop runs on: pglite (embedded, one connection) or postgres.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });

  // Counters whose value is kept by the response cache: reset, then set to its count.
  const copied = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  copied(
    'upahar_response_cache_hits_total',
    'Anonymous requests the response cache answered from memory.',
    () => app.responseCache.stats().hits,
  );
  copied(
    'upahar_response_cache_misses_total',
    'Anonymous requests the response cache could have answered but did not hold (or held expired).',
    () => app.responseCache.stats().misses,
  );
  new Gauge({
    name: 'upahar_response_cache_entries',
    help: 'Answers the response cache holds now.',
    registers,
    collect() {
      this.set(app.responseCache.stats().entries);
    },
  });
  new Gauge({
    name: 'upahar_response_cache_bytes',
    help: 'Bytes the answers held by the response cache take.',
    registers,
    collect() {
      this.set(app.responseCache.stats().bytes);
    },
  });

  new Counter({
    name: 'upahar_admission_refusals_total',
    help: 'Requests turned away with 503 by admission control, by queue and reason (full, wait, lag, gone).',
    labelNames: ['queue', 'reason'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, gate] of Object.entries(app.admission ?? {})) {
        for (const reason of REFUSALS) this.inc({ queue, reason }, gate.refusals[reason]);
      }
    },
  });
  new Gauge({
    name: 'upahar_admission_requests',
    help: 'Requests admission control holds now, by queue and state (active, queued).',
    labelNames: ['queue', 'state'] as const,
    registers,
    collect() {
      for (const [queue, gate] of Object.entries(app.admission ?? {})) {
        this.set({ queue, state: 'active' }, gate.active);
        this.set({ queue, state: 'queued' }, gate.queued);
      }
    },
  });

  new Gauge({
    name: 'upahar_outbox_messages',
    help: 'E-mails and texts by state: backlog (still to go out, being sent or due for another try) and dead (given up after a day of tries).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { backlog, dead } = await outboxBacklog({ db: database.db });
      this.set({ state: 'backlog' }, backlog);
      this.set({ state: 'dead' }, dead);
    },
  });

  if (app.config.redisUrl) {
    new Gauge({
      name: 'upahar_cache_bus_connected',
      help: '1 while this instance hears the other instances’ cache invalidations through Redis.',
      registers,
      collect() {
        this.set(app.cacheBus.connected() ? 1 : 0);
      },
    });
  }
}

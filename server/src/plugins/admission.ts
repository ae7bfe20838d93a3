import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdmissionConfig } from '../config.ts';
import { AdmissionGate, type Refusal, type Ticket, watchLoopLag } from '../lib/admission-gate.ts';

/** `page`: a server-rendered page; `api`: an API call. */
export type AdmissionKind = 'page' | 'api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which queue the route's requests join; API routes join `api` without saying so. */
    admission?: AdmissionKind | 'never';
  }
  interface FastifyInstance {
    /** The two gates, for tests and diagnostics; absent when admission control is off. */
    admission?: Record<AdmissionKind, AdmissionGate>;
  }
}

const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

// Small enough to go out uncompressed and cost almost nothing; the refresh tries again after the
// time the Retry-After header names, as a person would.
const busyPage = (retryAfter: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta http-equiv="refresh" content="${retryAfter}"><title>Upahar is busy</title></head>` +
  `<body style="font-family:system-ui,sans-serif;background:#fdf8f3;color:#3b2418;text-align:center;padding:3rem 1rem">` +
  `<h1>So many visitors at once!</h1>` +
  `<p>The shop is very busy right now. This page tries again by itself in a few seconds, ` +
  `or you can <a href="" style="color:#b3264f">try again now</a>.</p></body></html>`;

/**
 * Requests that a page render makes to the API while rendering: that page was already admitted,
 * so they pass. Told apart by a header that only the in-process transport sets and a socket that
 * only an in-process request has, so no visitor can claim to be one.
 */
export const isInternal = (request: FastifyRequest) =>
  request.headers['x-upahar-internal'] !== undefined && !(request.raw.socket instanceof net.Socket);

function kindOf(request: FastifyRequest): AdmissionKind | null {
  const configured = request.routeOptions.config?.admission;
  if (configured === 'never' || isInternal(request)) return null;
  if (request.url.startsWith('/api/')) return 'api';
  return configured ?? null;
}

/** The visitor has closed the connection: nobody is left to read an answer. */
const clientGone = (request: FastifyRequest, reply: FastifyReply) =>
  reply.raw.destroyed || request.raw.socket?.destroyed === true;

function refuse(
  kind: AdmissionKind,
  gate: AdmissionGate,
  why: Refusal,
  reply: FastifyReply,
  retryAfter: number,
) {
  gate.refusals[why]++;
  reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
  if (kind === 'page') reply.type('text/html; charset=utf-8').send(busyPage(retryAfter));
  else reply.send({ status: 'error', message: BUSY_MESSAGE });
}

/**
 * Admission control: page renders and API calls each run a bounded number at once with a bounded
 * queue behind; a request that would wait too long, or that arrives while the event loop is
 * stuck, is refused with 503 and Retry-After (an HTML page for a page, the error envelope for the
 * API), which costs far less than the render it saves. A request whose visitor has gone
 * leaves the queue, and one that reaches its turn after its visitor left is never started.
 * Health checks, static files and in-process API calls never queue.
 *
 * A preParsing hook: every onRequest hook has run before it (answers from the response cache are
 * sent there and cost almost nothing, so they are served under any load), and no route's access
 * check has (a refused request never looks up its session, nor has its body read).
 */
export const admissionPlugin = fp(async (app: FastifyInstance) => {
  const settings: AdmissionConfig = app.config.admission;
  if (!settings.enabled) return;
  let loopLag = settings.loopLag;
  if (!loopLag) {
    const watch = watchLoopLag();
    app.addHook('onClose', async () => watch.stop());
    loopLag = watch.lag;
  }
  const lag = loopLag;
  const gates: Record<AdmissionKind, AdmissionGate> = {
    page: new AdmissionGate({ ...settings.pages, maxWaitMs: settings.maxWaitMs }),
    api: new AdmissionGate({ ...settings.api, maxWaitMs: settings.maxWaitMs }),
  };
  app.decorate('admission', gates);
  const retryAfter = settings.retryAfterSeconds;
  // A refusal held a moment costs a timer; one sent at once invites an instant retry.
  const no = (kind: AdmissionKind, why: Refusal, reply: FastifyReply) =>
    refuse(kind, gates[kind], why, reply, retryAfter);
  const refuseSoon = (kind: AdmissionKind, why: Refusal, reply: FastifyReply) => {
    if (settings.refusalDelayMs === 0) return no(kind, why, reply);
    setTimeout(() => no(kind, why, reply), settings.refusalDelayMs);
  };

  /** Queues the request, or answers false when the queue is full. */
  function enter(kind: AdmissionKind, request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const gate = gates[kind];
    // waiting: queued, or holding a place until its start runs; running: in its handler or
    // still sending; over: its place is given back.
    let state: 'waiting' | 'running' | 'over' = 'waiting';
    const ticket: Ticket = {
      start: () => {
        if (state === 'over' || clientGone(request, reply)) {
          state = 'over';
          gate.leave();
          return no(kind, 'gone', reply);
        }
        state = 'running';
        done();
      },
      refuse: () => {
        state = 'over';
        no(kind, 'wait', reply);
      },
    };
    // Fastify's clock starts when it read the request; the loop's stall before that adds to it.
    if (gate.enter(ticket, reply.elapsedTime + lag()) === 'full') return false;
    // 'close' comes once the answer is sent or the connection drops, whichever is first: a page
    // holds its place while it streams.
    reply.raw.once('close', () => {
      if (state === 'running') gate.leave();
      // Not in the queue means it was handed a place and its start is due: start gives it back.
      else if (state === 'waiting') gate.withdraw(ticket);
      state = 'over';
    });
    return true;
  }

  app.addHook('preParsing', (request, reply, _payload, done) => {
    const kind = kindOf(request);
    if (!kind) return done();
    if (clientGone(request, reply)) return no(kind, 'gone', reply);
    // A request read after the loop was stuck this long has waited at least as long already.
    if (lag() > settings.maxLagMs) return refuseSoon(kind, 'lag', reply);
    if (enter(kind, request, reply, done)) return;
    if (settings.refusalDelayMs === 0) return no(kind, 'full', reply);
    // A full queue may hold visitors who have left without the server having read it yet (their
    // connections close on the next turns of the loop): one more try after the pause, then no.
    setTimeout(() => {
      if (clientGone(request, reply)) return no(kind, 'gone', reply);
      if (!enter(kind, request, reply, done)) no(kind, 'full', reply);
    }, settings.refusalDelayMs);
  });
});

// Liveness and readiness probes, outside the API and hidden from its documentation, and the
// shutdown that turns readiness off before the server stops.

export { drainAndClose } from './shutdown.ts';
export { healthRoutes } from './site.routes.ts';

// Liveness and readiness probes, outside the API and hidden from its documentation.
export { healthRoutes } from './site.routes.ts';

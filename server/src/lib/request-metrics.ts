import { Histogram, type Registry } from 'prom-client';

// From a cache hit (well under a millisecond) to a slow page render.
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Any other method is counted as one, so a client inventing methods adds one series at most.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];

function methodIndex(method: string): number {
  const i = METHODS.indexOf(method);
  return i < 0 ? METHODS.length - 1 : i;
}

/** Records one answered request under its route pattern, method and status. */
export type ObserveRequest = (route: string, method: string, status: number, seconds: number) => void;

/**
 * The latency histogram of every request, by route pattern (never the raw address: one series
 * per route, not per product), method and status; its `_count` is the request rate. Each
 * combination's series is looked up once and kept, so a request costs two map lookups and the
 * histogram's own observe, with no labels built for it.
 */
export function requestHistogram(registry: Registry): ObserveRequest {
  const histogram = new Histogram({
    name: 'upahar_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status; _count is the request count.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  type Series = ReturnType<typeof histogram.labels>;
  const byRoute = new Map<string, Map<number, Series>>();
  return (route, method, status, seconds) => {
    let perRoute = byRoute.get(route);
    if (!perRoute) {
      perRoute = new Map();
      byRoute.set(route, perRoute);
    }
    const m = methodIndex(method);
    const key = status * METHODS.length + m;
    let series = perRoute.get(key);
    if (!series) {
      series = histogram.labels({ route, method: METHODS[m], status: String(status) });
      perRoute.set(key, series);
    }
    series.observe(seconds);
  };
}

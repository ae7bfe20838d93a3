import type { Metric, Registry } from 'prom-client';

const NAME = 'upahar_http_request_duration_seconds';
const HELP = 'Time to answer a request, by route pattern, method and status; _count is the request count.';

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

type Labels = { route: string; method: string; status: string };
type Series = { labels: Labels; buckets: Float64Array; sum: number; count: number };
type Value = { metricName: string; labels: Labels | (Labels & { le: number | string }); value: number };

/**
 * The latency histogram of every request, by route pattern (never the raw address: one series
 * per route, not per product), method and status; its `_count` is the request rate.
 *
 * Kept here rather than in prom-client's Histogram, whose observe checks and hashes the labels
 * on every call (about 2 µs, a few percent of what a cached answer costs): a series is found
 * once by route, then by method and status, and kept, so a request costs two map lookups and a
 * few additions (about 0.1 µs). prom-client reads it when scraped, through `get()`, the one
 * method its registry asks of a metric.
 */
export function requestHistogram(registry: Registry): ObserveRequest {
  const byRoute = new Map<string, Map<number, Series>>();
  const metric = {
    name: NAME,
    help: HELP,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values: Value[] = [];
      for (const perRoute of byRoute.values()) {
        for (const { labels, buckets, sum, count } of perRoute.values()) {
          let cumulative = 0;
          BUCKETS.forEach((le, i) => {
            cumulative += buckets[i];
            values.push({ metricName: `${NAME}_bucket`, labels: { ...labels, le }, value: cumulative });
          });
          values.push({ metricName: `${NAME}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
          values.push({ metricName: `${NAME}_sum`, labels, value: sum });
          values.push({ metricName: `${NAME}_count`, labels, value: count });
        }
      }
      return { name: NAME, help: HELP, type: 'histogram', aggregator: 'sum', values };
    },
    reset() {
      byRoute.clear();
    },
  };
  // The registry's type names prom-client's own classes; it uses only what is above.
  registry.registerMetric(metric as unknown as Metric);

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
      series = {
        labels: { route, method: METHODS[m], status: String(status) },
        buckets: new Float64Array(BUCKETS.length),
        sum: 0,
        count: 0,
      };
      perRoute.set(key, series);
    }
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]) i++;
    // Past the last bucket: only in +Inf, which is the count.
    if (i < BUCKETS.length) series.buckets[i]++;
    series.sum += seconds;
    series.count++;
  };
}

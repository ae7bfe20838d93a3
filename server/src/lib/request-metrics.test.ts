import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestHistogram } from './request-metrics.ts';

describe('request histogram', () => {
  it('writes cumulative buckets, sum and count per route, method and status, as Prometheus reads them', async () => {
    const registry = new Registry();
    const observe = requestHistogram(registry);
    observe('/api/V2/product/:idOrSlug', 'GET', 200, 0.003);
    observe('/api/V2/product/:idOrSlug', 'GET', 200, 0.2);
    observe('/api/V2/product/:idOrSlug', 'GET', 200, 30);
    observe('/api/V2/product/:idOrSlug', 'BREW', 404, 0.0005);
    const text = await registry.metrics();
    const series = '{route="/api/V2/product/:idOrSlug",method="GET",status="200"';
    expect(text).toContain('# TYPE upahar_http_request_duration_seconds histogram');
    expect(text).toContain(`upahar_http_request_duration_seconds_bucket${series},le="0.001"} 0`);
    expect(text).toContain(`upahar_http_request_duration_seconds_bucket${series},le="0.005"} 1`);
    expect(text).toContain(`upahar_http_request_duration_seconds_bucket${series},le="0.25"} 2`);
    expect(text).toContain(`upahar_http_request_duration_seconds_bucket${series},le="10"} 2`);
    expect(text).toContain(`upahar_http_request_duration_seconds_bucket${series},le="+Inf"} 3`);
    expect(text).toContain(`upahar_http_request_duration_seconds_sum${series}} 30.203`);
    expect(text).toContain(`upahar_http_request_duration_seconds_count${series}} 3`);
    expect(text).toContain(
      'upahar_http_request_duration_seconds_count{route="/api/V2/product/:idOrSlug",method="OTHER",status="404"} 1',
    );
  });
});

import http from 'node:http';
import { expect, test } from '@playwright/test';

// Public pages are rendered on the server with their data (for search engines and a fast first
// paint); checked without JavaScript.
test.describe('server rendering', () => {
  test('renders the home page with header and footer data in the HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Shop By Categories');
    expect(html).toContain('Upahar All rights reserved.');
    expect(html).toContain('/category/cakes');
  });

  test('answers unknown paths with HTTP 404 and the error page', async ({ request }) => {
    const res = await request.get('/no/such/page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('Oops!');
  });

  test('answers unknown API paths with a JSON 404', async ({ request }) => {
    const res = await request.get('/api/V2/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  test('caches header and footer for 12 hours', async ({ request }) => {
    const res = await request.get('/api/V2/header-footer');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('max-age=43200');
    const body = await res.json();
    expect(body.data.header.categories.items.length).toBeGreaterThan(3);
  });

  test('serves health, readiness and the OpenAPI document', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
    const doc = await (await request.get('/api/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/V2/login/user', '/api/V2/header-footer']),
    );
  });

  test('sends pages compressed and built assets precompressed, cached for a year', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers().vary).toMatch(/accept-encoding/i);
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, 'the page loads a built script').toBeTruthy();
    const br = await request.get(asset as string, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(await gz.text()).toBe(await br.text());
  });
});

test.describe('page security', () => {
  test('a page allows only its own scripts: every inline script carries the nonce of its policy', async ({
    request,
  }) => {
    for (const path of ['/', '/product/classic-black-forest-cake', '/no/such/page']) {
      const res = await request.get(path);
      const policy = res.headers()['content-security-policy'] ?? '';
      const nonce = policy.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      expect(policy).toContain("object-src 'none'");
      const html = await res.text();
      // Every script that runs: not the JSON-LD data blocks, which browsers never execute.
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(2);
      for (const [, attrs] of scripts) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
  });

  test('pages hydrate and work under the policy, with nothing blocked', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto('/product/classic-black-forest-cake');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByText('Added to your cart').first()).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test("canonical and og: links name the shop's own address, whatever Host the request claims", async ({
    baseURL,
  }) => {
    const url = new URL('/product/classic-black-forest-cake', baseURL);
    // fetch cannot forge Host; a raw request can, as an attacker's would.
    const html = await new Promise<string>((resolve, reject) => {
      const req = http.get(url, { headers: { host: 'evil.example' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
    });
    expect(html).toContain(`<link rel="canonical" href="${url.origin}/product/classic-black-forest-cake"`);
    expect(html).not.toContain('evil.example');
  });
});

import { API_PREFIX, type EndpointDef } from '@upahar/contract';
import * as endpoints from '@upahar/contract/endpoints';
import { describe, expect } from 'vitest';
import { it, t } from '../test/fixtures.ts';
import { quickUser } from '../test/login-as.ts';

// Who may call an endpoint is settled before anything about the input is: someone without the
// right hears 401 or 403, never which field is wrong or which business rule the body breaks.

const table = Object.values(endpoints) as EndpointDef[];

/** A call with everything wrong: ids that are no ids, a query of nonsense, a body of the wrong shape. */
function wrongCall(e: EndpointDef, headers: Record<string, string>) {
  const url = `${API_PREFIX[e.surface]}${e.path.replace(/:\w+/g, '%20x')}?page=-1&from=yesterday&limit=x`;
  const write = e.method !== 'GET';
  return t.app.inject({
    method: e.method,
    url,
    headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(write ? { payload: '[1, {"price": -5, "salePrice": 99999999}]' } : {}),
  });
}

async function sweep(list: EndpointDef[], headers: Record<string, string>) {
  const answers: string[] = [];
  for (const e of list) answers.push(`${e.id} ${(await wrongCall(e, headers)).statusCode}`);
  return answers;
}

describe('access before input', () => {
  it('answers 401 to every signed-in endpoint called without a token, whatever the input', async () => {
    const guarded = table.filter((e) => e.access === 'user' || e.access === 'staff');
    expect(guarded.filter((e) => e.surface === 'dashboard').length).toBeGreaterThan(50);
    const answers = await sweep(guarded, {});
    expect(answers).toEqual(guarded.map((e) => `${e.id} 401`));
  });

  it('answers 401 to a dead token on every endpoint that reads one', async () => {
    const reading = table.filter((e) => e.access !== 'public');
    const answers = await sweep(reading, { authorization: 'Bearer no-such-session-token' });
    expect(answers).toEqual(reading.map((e) => `${e.id} 401`));
  });

  it("answers 403 to a customer's token on every dashboard endpoint, whatever the input", async () => {
    const customer = await quickUser(t.db);
    const staff = table.filter((e) => e.access === 'staff');
    const answers = await sweep(staff, customer.headers);
    expect(answers).toEqual(staff.map((e) => `${e.id} 403`));
  });

  it("answers 403 to a seller's token on admin tools before reading the input", async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const adminTools = ['listAuditLog', 'createDashboardBlogPost', 'decideInfluencer', 'createRoulette'];
    const list = table.filter((e) => adminTools.includes(e.id));
    expect(list).toHaveLength(adminTools.length);
    expect(await sweep(list, seller.headers)).toEqual(list.map((e) => `${e.id} 403`));
  });

  it('still checks the input of a caller who may call the endpoint', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const [create] = table.filter((e) => e.id === 'createDashboardBlogPost');
    const res = await wrongCall(create, admin.headers);
    expect(res.statusCode).toBe(400);
  });
});

import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { seedDemoConnections } from './connections.ts';

describe('demo connections', () => {
  it('fills every tab of the demo customer’s connections', async () => {
    const me = await quickUser(t.db, { username: 'aarati' });
    for (const username of ['pemba_s', 'sunita_k', 'rohan_shakya', 'nisha_t', 'anil_thapa', 'dipesh'])
      await quickUser(t.db, { username });
    await seedDemoConnections(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/V2/connections', headers: me.headers });
    expect(res.json().data.counts).toEqual({ connected: 2, received: 1, sent: 1, hidden: 1, blocked: 1 });
  });
});

import assert from 'node:assert/strict';
import { api } from '../shop.mjs';

// Sessions live in the database, not in an instance: a shopper signed in on one is signed in on
// every other, and through the balancer whichever instance answers.
export const name = 'a session made on one instance works on the other';

export async function run({ instances: [a, b], balancer }) {
  const email = 'customer@upahar.demo';
  const { token } = await api(a.url, 'POST', '/api/V2/login/user', {
    body: { email, password: 'upahar-demo-2026' },
  });
  const { user } = await api(b.url, 'GET', '/api/V2/current-user', { token });
  assert.equal(user.email, email);
  for (let i = 0; i < 4; i++) {
    assert.equal((await api(balancer.url, 'GET', '/api/V2/current-user', { token })).user.email, email);
  }
}

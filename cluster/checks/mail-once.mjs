import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { addToCart, checkoutChoices, newShopper, placeOrder, productId } from '../shop.mjs';

// Every instance looks at the outbox every two seconds and all of them send through one SMTP
// server, here a real one started by this check: an order's confirmation reaches it once.
export const name = 'an order confirmation is sent once, whichever instances look at the outbox';

const received = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let text = '';
    stream.on('data', (chunk) => {
      text += chunk;
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      for (const r of session.envelope.rcptTo) received.push({ to: r.address, subject });
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
sink.server.unref();

/** Every instance sends its mail to the sink. */
export const env = { SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}` };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function run(cluster) {
  const base = cluster.balancer.url;
  const { token, user } = await newShopper(base);
  const id = await productId(base);
  const choices = await checkoutChoices(base, token, id);
  await addToCart(base, token, id);
  const orderId = await placeOrder(base, token, choices, 0);
  const mine = () => received.filter((m) => m.to === user.email);
  for (let i = 0; i < 150 && mine().length === 0; i++) await sleep(100);
  assert.ok(mine().length > 0, `no mail for order ${orderId} reached the SMTP server in 15 s`);
  // Three more rounds of both instances' outbox polling: nothing more may come.
  await sleep(6000);
  assert.equal(mine().length, 1, `the shopper got ${mine().length} mails: ${JSON.stringify(mine())}`);
  const { rows } = await cluster.db.query(
    `select status, count(*)::int as n from outbox where recipient = $1 group by status`,
    [user.email],
  );
  assert.deepEqual(rows, [{ status: 'sent', n: 1 }]);
}

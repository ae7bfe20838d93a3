import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// An admin finds the e-mails the shop gave up on after a day of refusals, and those still being
// retried, and sends them again. The browser tests' shop has no SMTP server, so a message sent
// again is kept for the development mailbox, as all its mail is.

// "Send all again" would take the other test's message: one after the other.
test.describe.configure({ mode: 'serial' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function undelivered(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/test/undelivered', { data });
  expect(res.status(), await res.text()).toBe(200);
}

/** Whether the development mailbox shows the mail to `to` as kept (handled by the outbox). */
async function kept(request: APIRequestContext, to: string) {
  const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
  return html.includes('· kept');
}

test('an admin sees undelivered messages and sends them again', async ({ page, request }) => {
  const id = unique();
  const to = `outbox.${id}@example.com`;
  const subject = `Your order UP-${id} is confirmed`;
  await undelivered(request, { to, subject, lastError: '550 5.1.1 Mailbox unavailable' });
  const retrying = `retry.${id}@example.com`;
  await undelivered(request, {
    to: retrying,
    subject: `Welcome to Upahar ${id}`,
    status: 'failed',
    attempts: 3,
    lastError: '421 Too many connections, try again later',
  });

  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/outbox');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Undelivered messages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Undelivered messages', level: 1 })).toBeVisible();

  const card = page.getByRole('article', { name: `${subject} to ${to}` });
  await expect(card).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(card).toContainText('Given up');
  await expect(card).toContainText('31');
  await card.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('It will be sent again now')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect.poll(() => kept(request, to), { message: 'the message was not handled again' }).toBe(true);

  await page.getByRole('link', { name: /Failing now/ }).click();
  const failing = page.getByRole('article', { name: `Welcome to Upahar ${id} to ${retrying}` });
  await expect(failing).toContainText('Next try');
  await expect(failing).toContainText('421 Too many connections, try again later');

  // On a phone the cards stack and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(failing).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin sends every given-up message again at once', async ({ page, request }) => {
  const id = unique();
  for (const n of [1, 2])
    await undelivered(request, { to: `all${n}.${id}@example.com`, subject: `Receipt ${n} ${id}` });
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/outbox');
  await expect(
    page.getByRole('article', { name: `Receipt 2 ${id} to all2.${id}@example.com` }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Send all \d+ again$/ }).click();
  await expect(page.getByText(/will be sent again now/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing given up' })).toBeVisible();
  for (const n of [1, 2]) await expect.poll(() => kept(request, `all${n}.${id}@example.com`)).toBe(true);
});

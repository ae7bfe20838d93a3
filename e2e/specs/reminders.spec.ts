import type { APIRequestContext } from '@playwright/test';
import { addDays, BS_MONTHS, toBikramSambat, todayInKathmandu } from '@upahar/contract';
import { expect, gotoHydrated, mailedText, shopNow, test } from '../fixtures';
import { expectFits } from '../overflow';

// A shopper remembers Aama's Bikram Sambat birthday, three days away, on a phone; the reminders
// job runs; its e-mail's gift link fills the cart, and its unsubscribe link stops the next one.

const runReminders = async (request: APIRequestContext, forgetFor?: string) => {
  const res = await request.post('/test/run-reminders', { data: forgetFor ? { forgetFor } : {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { sent: number };
};

/** The link of the given path in the mailbox page's HTML, as a path on this server. */
const linkIn = (html: string, path: string) => {
  const href = html.match(new RegExp(`href="https?://[^"]*?(/${path}/[\\w-]+)"`))?.[1];
  expect(href, `no ${path} link in the mailbox`).toBeTruthy();
  return href as string;
};

test('a BS birthday reminder: mailed once, its link fills the cart, its unsubscribe stops the next', async ({
  page,
  request,
  shopper,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const birthday = toBikramSambat(addDays(todayInKathmandu(shopNow()), 3));
  if (!birthday) throw new Error('The shop date is outside the Bikram Sambat table');
  const month = BS_MONTHS.en[birthday.month - 1];

  await gotoHydrated(page, '/profile/reminders');
  await expect(page.getByRole('heading', { name: 'No one to remember yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a person' }).click();
  const form = page.getByRole('form', { name: 'New person' });
  // Saying nothing is refused on the field before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText("Write the person's name")).toBeVisible();
  await form.getByLabel('Name').fill('Aama');
  await form.getByLabel('Relation').fill('Mother');
  await expect(form.getByLabel('Calendar')).toHaveValue('bs');
  await form.getByLabel('Month').selectOption({ label: month });
  await form.getByLabel('Day', { exact: true }).selectOption(String(birthday.day));
  await form.getByLabel('Remind me').selectOption('5');
  await expectFits(page, 'the reminder form at 390 px');
  await form.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article', { name: 'Aama' });
  await expect(card).toContainText(`Birthday · ${month} ${birthday.day}`);
  await expect(card).toContainText('in 3 days');

  // The hourly job, run now: one e-mail, whatever another run finds.
  await runReminders(request);
  await runReminders(request);
  // The mailbox page writes the apostrophe as an HTML entity: the subject is matched after it.
  const subject = 'birthday is in 3 days';
  const mailbox = await mailedText(request, shopper.email, subject);
  expect(mailbox.split(subject).length - 1).toBe(1);

  await gotoHydrated(page, linkIn(mailbox, 'gifts'));
  await expect(page.getByRole('heading', { name: "Gift for Aama's birthday" })).toBeVisible();
  await expect(page.getByText('Our suggestions for the day')).toBeVisible();
  await page.getByRole('button', { name: 'Put these in my cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/added to your cart/)).toBeVisible();

  // The unsubscribe link works by itself (no login needed) and can be undone.
  const stop = linkIn(mailbox, 'reminders/stop');
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(visitor, stop);
  await expect(
    visitor.getByRole('heading', { name: "You will not get reminders for Aama's birthday any more." }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Remind me again' })).toBeVisible();
  await visitor.close();

  // Next year's run (the one sent moved a year back) sends nothing: still one reminder.
  await runReminders(request, shopper.email);
  const after = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).text();
  expect(after.split(subject).length - 1).toBe(1);

  // The profile page at 1440 px says the reminders are stopped.
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/profile/reminders');
  await expect(page.getByRole('article', { name: 'Aama' })).toContainText('Reminders stopped');
  await expectFits(page, 'the reminders page at 1440 px');
});

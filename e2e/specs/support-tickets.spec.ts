import { tinyPng } from '../buying';
import { expect, gotoHydrated, mailedText, shopNow, test, testSession, useSession } from '../fixtures';

// A support conversation from both sides: the shopper opens a ticket with a photo, the shop's
// staff answer and assign it in the dashboard, the shopper reads the answer, replies and closes.

test('a shopper and the support team talk through a ticket until it is closed', async ({
  page,
  browser,
  request,
  shopper,
}) => {
  const subject = `Candles missing ${Date.now().toString(36)}`;
  await gotoHydrated(page, '/profile/tickets');
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open a ticket' })).toBeVisible();

  // The form says what is missing, then goes with what was typed and the photo.
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Choose what the ticket is about')).toBeVisible();
  await page.getByLabel('What is it about?').selectOption({ label: 'Delivery' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The birthday candles we paid for were not in the box.');
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('img', { name: 'box.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  const ticketUrl = page.url();

  // The team's side, in its own browser.
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await staff.newPage();
  await desk.clock.install({ time: shopNow() });
  await useSession(desk, admin.token);
  try {
    await gotoHydrated(desk, '/dashboard/tickets');
    await expect(desk.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    await desk.getByRole('link', { name: subject }).click();
    await expect(desk.getByText('The birthday candles we paid for were not in the box.')).toBeVisible();
    const reply = desk.getByRole('form', { name: 'Reply' });
    await reply.getByRole('textbox').fill('Sorry about that! A box of candles will reach you today.');
    // A picture of what is on its way goes with the answer.
    await reply
      .getByLabel('Add images')
      .setInputFiles({ name: 'candles.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(reply.getByRole('img', { name: 'candles.png' })).toBeVisible();
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByText('A box of candles will reach you today.')).toBeVisible();
    await expect(desk.getByRole('img', { name: /^Attachment 1 from .*, opens full size$/ })).toHaveCount(2);
    await expect(reply.getByRole('img', { name: 'candles.png' })).toHaveCount(0);
    // Whoever answers takes the ticket.
    await expect(desk.getByLabel('Assigned to')).toHaveValue(admin.id);
  } finally {
    await staff.close();
  }

  // The shopper is e-mailed and reads the answer on the ticket's page.
  expect(await mailedText(request, shopper.email, `Re: ${subject}`)).toContain(
    'A box of candles will reach you today.',
  );
  await gotoHydrated(page, ticketUrl);
  await expect(page.getByText('Waiting for your reply').first()).toBeVisible();
  await expect(page.getByText('A box of candles will reach you today.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Sent by Upahar support \(1 of 1\), opens full size$/ }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Reply' });
  await form.getByLabel('Message').fill('They arrived, thank you!');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('They arrived, thank you!')).toBeVisible();
  await page.getByRole('button', { name: /Close the ticket/ }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reply to open it again' })).toBeVisible();

  await gotoHydrated(page, '/profile/tickets');
  await expect(page.getByRole('article', { name: subject })).toContainText('They arrived, thank you!');
});

import { daysEarly, earlyText, formatPrice } from '@upahar/contract';
import { orderViaApi, partsOf, tinyPng } from '../buying';
import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';
import { expectFits } from '../overflow';

// A seller's day on a phone: an order for a later day goes Confirm → Preparing → Out for
// delivery → Delivered. Each early step says so, delivering asks first (the cash collected, the
// early delivery ticked, all by keyboard), and the delivery is taken back with Undo.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, delivering asks first, says it is early, and can be undone', async ({ page, request }) => {
  const customer = await testSession(request);
  // Two days after the first day it could come: every step is early.
  const orderId = await orderViaApi(request, customer.token, 'classic-black-forest-cake', 'cod', 2);
  const [part] = await partsOf(request, customer.token, orderId);
  const detail = async () =>
    (
      await (
        await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
          headers: { authorization: `Bearer ${customer.token}` },
        })
      ).json()
    ).data.order;
  const { deliveryDate, parts } = await detail();
  const warning = earlyText(deliveryDate, daysEarly(deliveryDate, shopNow()));

  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, `/dashboard/orders?q=${part.number}`);
  const card = page.locator('article').filter({ hasText: part.number });
  await expect(card.getByText(warning)).toBeVisible();

  for (const step of ['Confirm', 'Start preparing', 'Out for delivery']) {
    // Exactly: the Undo button after a step names that step too.
    const button = card.getByRole('button', { name: step, exact: true });
    await button.click();
    await expect(button).toHaveCount(0);
  }
  await expect(card.getByText('Out for delivery', { exact: true })).toBeVisible();
  // The step just taken may be taken back, for the minutes left.
  await expect(card.getByRole('button', { name: 'Undo “Out for delivery”' })).toBeVisible();
  await expect(card.getByText(/^Back to being prepared · \d+:\d\d left$/)).toBeVisible();
  await expect(card.getByText(warning)).toBeVisible();

  // "Deliver" opens the proof first; Escape leaves the order as it was, focus back on the button.
  const deliver = card.getByRole('button', { name: 'Deliver', exact: true });
  await deliver.click();
  const dialog = page.getByRole('dialog', { name: `Deliver ${part.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The customer paid ${formatPrice(parts[0].total)} in cash to`);
  await expect(dialog.getByText(warning)).toBeVisible();
  await expectFits(page, 'the delivery dialog at 390 px');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deliver).toBeFocused();

  // By keyboard: confirming without the proof is stopped at the photo, then without ticking the
  // early delivery at the box.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delivered, cash collected' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText("Take a photo of the gift at the door or in the recipient's hands", { exact: true }),
  ).toBeVisible();
  await dialog
    .getByLabel(/Take a photo/)
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByLabel('Received by').fill('Aarati Gurung');
  await confirm.focus();
  await page.keyboard.press('Enter');
  const early = dialog.getByRole('checkbox', { name: /It really was delivered early/ });
  await expect(dialog.getByText('Tick this to confirm it was delivered early')).toBeVisible();
  await expect(early).toBeFocused();
  await page.keyboard.press('Space');
  await expect(early).toBeChecked();
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await expect(card.getByText('Cash on delivery · paid')).toBeVisible();
  const undo = card.getByRole('button', { name: 'Undo “Delivered”' });
  await expect(undo).toBeVisible();
  await expect(card.getByText(/^Back to out for delivery · \d+:\d\d left$/)).toBeVisible();
  await expectFits(page, 'a delivered order card with Undo at 390 px');
  expect((await detail()).parts[0]).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });

  // Taken back: on its way again, the cash not collected, and the history says so.
  await undo.click();
  await expect(
    page.getByText(`Took back “Delivered”: order ${part.number} is out for delivery again`),
  ).toBeVisible();
  await expect(card.getByText('Cash on delivery · to collect')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Deliver', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  const after = (await detail()).parts[0];
  expect(after).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending' });
  expect(after.timeline.at(-1)).toMatchObject({
    status: 'out_for_delivery',
    note: 'Step taken back: not delivered yet',
  });
});

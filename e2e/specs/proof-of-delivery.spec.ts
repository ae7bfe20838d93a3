import { orderViaApi, partsOf, tinyPng } from '../buying';
import { expect, gotoHydrated, mailedText, shopNow, test, testSession, useSession } from '../fixtures';
import { expectFits } from '../overflow';

// Proof of delivery: the bakery's driver (its packer) delivers on a phone with a photo, the name
// of who took the cake and where; the shopper sees the proof on a wide screen and in the mail,
// and complains about that delivery; the store sees the complaint with the proof beside it.

const DOOR = { latitude: 27.7215, longitude: 85.3197 };
test.use({ viewport: { width: 390, height: 844 }, geolocation: DOOR, permissions: ['geolocation'] });

test('the driver delivers with a proof; the shopper sees it, is mailed it and complains about it', async ({
  page,
  request,
  browser,
}) => {
  const customer = await testSession(request);
  const orderId = await orderViaApi(request, customer.token, 'classic-black-forest-cake', 'cod', 1);
  const [part] = await partsOf(request, customer.token, orderId);
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
    const res = await request.post(`/api/dashboard/v1/orders/${part.partId}/status`, {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { status, early: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The driver, at the door, on a phone.
  const driver = await testSession(request, { email: 'packer@upahar.demo' });
  await useSession(page, driver.token);
  await gotoHydrated(page, `/dashboard/orders?q=${part.number}`);
  const card = page.locator('article').filter({ hasText: part.number });
  await card.getByRole('button', { name: 'Deliver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver ${part.number}` });
  await expect(dialog).toBeVisible();
  // Without a photo and a name nothing is sent.
  await dialog.getByRole('button', { name: /^(Delivered, cash collected|Yes, it was delivered)$/ }).click();
  await expect(
    dialog.getByText("Take a photo of the gift at the door or in the recipient's hands", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText('Write the name of who received it')).toBeVisible();
  await dialog
    .getByLabel(/Take a photo/)
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(dialog.getByRole('img', { name: 'The photo you took' })).toBeVisible();
  await dialog.getByLabel('Received by').fill('Sita Tamang');
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(dialog.getByTestId('proof-coordinates')).toHaveText('27.7215, 85.3197');
  await expectFits(page, 'the delivery proof at 390 px');
  await page.screenshot({ path: test.info().outputPath('deliver-390.png'), fullPage: true });
  const early = dialog.getByRole('checkbox', { name: /It really was delivered early/ });
  if (await early.count()) await early.check();
  await dialog.getByRole('button', { name: /^(Delivered, cash collected|Yes, it was delivered)$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Undo “Delivered”' })).toBeVisible();

  // The shopper, on a wide screen.
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopperPage = await wide.newPage();
  await shopperPage.clock.install({ time: shopNow() });
  await useSession(shopperPage, customer.token);
  await gotoHydrated(shopperPage, `/profile/orders/view-order/${orderId}`);
  const proof = shopperPage.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toContainText('Received by Sita Tamang');
  await expect(proof.getByRole('link', { name: 'See on the map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=27\.7215&mlon=85\.3197/,
  );
  const photo = proof.getByRole('img', { name: 'The gift as it was handed to Sita Tamang' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shopperPage.screenshot({ path: test.info().outputPath('proof-1440.png'), fullPage: true });

  const mail = await mailedText(request, customer.email, 'has been delivered');
  expect(mail).toContain('Received by Sita Tamang');
  expect(mail).toContain('/api/V2/delivery-proofs/');

  // A complaint about that delivery, pointing to its proof.
  await shopperPage.getByRole('button', { name: 'File a complaint' }).click();
  await shopperPage.getByRole('radio', { name: new RegExp(`The delivery of ${part.number}`) }).check();
  await shopperPage.getByLabel('Subject').fill('Left with a neighbour');
  await shopperPage.getByLabel('Describe the problem').fill('Sita is my neighbour; the cake was for me.');
  await shopperPage.getByRole('button', { name: 'Send complaint' }).click();
  const mine = shopperPage.getByRole('list', { name: 'Your complaints' });
  await expect(mine).toContainText(`About the delivery of ${part.number}`);
  await wide.close();

  // The store sees the complaint with the proof beside it.
  await gotoHydrated(page, `/dashboard/orders?q=${part.number}`);
  await card.getByRole('button', { name: 'Order details' }).click();
  const complaints = card.getByRole('list', { name: 'Complaints about this order' });
  await expect(complaints).toContainText('Left with a neighbour');
  const beside = complaints.getByTestId('complaint-proof');
  await expect(beside).toContainText(`About the delivery of ${part.number}`);
  await expect(beside).toContainText('Received by Sita Tamang');
  await expect(beside.getByRole('img', { name: /handed to Sita Tamang/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('staff-complaint-390.png'), fullPage: true });
});

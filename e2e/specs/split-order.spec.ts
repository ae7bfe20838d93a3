import type { Page } from '@playwright/test';
import { orderViaApi, partsOf } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { confirmDelivery, deliverViaApi } from '../selling';

// One checkout with a cake from Annapurna Bakers and roses from Phoolbari Florists: the shopper
// pays once, each seller sees only their own part and brings it to the door, and the shopper
// follows both parts on one order page.

const STEPS = ['Confirm', 'Start preparing', 'Out for delivery', 'Deliver'];

async function deliverPart(page: Page, number: string, mine: string, theirs: string) {
  await gotoHydrated(page, '/dashboard/orders');
  const card = page.locator('article').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/Part of order UP-[0-9A-F]+: \d stores/)).toBeVisible();
  const toPrepare = card.getByRole('list', { name: 'What to prepare' });
  await expect(toPrepare).toContainText(mine);
  await expect(toPrepare).not.toContainText(theirs);
  for (const step of STEPS) {
    // Exactly: the Undo button after a step names that step too.
    const button = card.getByRole('button', { name: step, exact: true });
    await button.click();
    if (step === 'Deliver') await confirmDelivery(page);
    await expect(button).toHaveCount(0);
  }
  await expect(card.getByText('Delivered').first()).toBeVisible();
}

test('two stores deliver their parts of one order; the shopper sees both', async ({ page, request }) => {
  const shopper = await testSession(request);
  const orderId = await orderViaApi(request, shopper.token, [
    'classic-black-forest-cake',
    'dozen-red-roses-bouquet',
  ]);
  const parts = await partsOf(request, shopper.token, orderId);
  // An order this size also unlocks the shop's free gift, which its own store brings.
  expect(parts.map((p) => p.storeName).slice(0, 2)).toEqual(['Annapurna Bakers', 'Phoolbari Florists']);
  const [cake, roses, ...others] = parts;
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  for (const part of others) await deliverViaApi(request, admin.token, part.partId);

  // The first seller sees only their part, and not the florist's.
  const baker = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, baker.token);
  await gotoHydrated(page, '/dashboard/orders');
  await expect(page.locator('article').filter({ hasText: roses.number })).toHaveCount(0);
  await deliverPart(page, cake.number, 'Classic Black Forest Cake', 'Red Roses');

  // Halfway: the shopper's order is still on its way, one part delivered.
  await useSession(page, shopper.token);
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await expect(page.getByText(`${parts.length} stores deliver this order`)).toBeVisible();
  const cakePart = page.getByRole('region', { name: 'From Annapurna Bakers' });
  const rosePart = page.getByRole('region', { name: 'From Phoolbari Florists' });
  await expect(cakePart.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(rosePart.getByText('Placed', { exact: true })).toBeVisible();

  const florist = await testSession(request, { email: 'florist@upahar.demo' });
  await useSession(page, florist.token);
  await deliverPart(page, roses.number, 'Dozen Red Roses Bouquet', 'Black Forest');

  await useSession(page, shopper.token);
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await expect(rosePart.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(cakePart.getByText('Delivered', { exact: true })).toBeVisible();
  // The order as a whole is delivered once every part is.
  const top = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(top.getByText('Delivered', { exact: true })).toBeVisible();
  // Each part's own progress opens on its card.
  await rosePart.getByText('Progress of this part').click();
  await expect(rosePart.getByRole('listitem').filter({ hasText: 'Out for delivery' })).toBeVisible();
});

import { addToCartApi, ready } from '../buying';
import { expect, gotoHydrated, newPhone, test, testSession, useSession } from '../fixtures';

// One order to two people: a cake for Aama at home, roses for a friend across town on another
// day, each with a card; the friend's name for the sender is kept a surprise. The friend's text
// (in the development mailbox) leads to a page with her delivery alone: no price, no sender, no
// Aama. The florist sees the card and prints a slip without prices.

test('a shopper sends one order to two people; the friend follows hers from the text', async ({
  page,
  request,
  shopper,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const auth = { authorization: `Bearer ${shopper.token}` };
  await addToCartApi(request, shopper.token, 'classic-black-forest-cake');
  await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet');
  const locations = (await (await request.get('/api/V2/delivery-locations')).json()).data.deliveryLocations;
  const friendPhone = newPhone();
  for (const [alias, receiverName, phoneNumber, place] of [
    ['Aama', 'Kamala Shrestha', newPhone(), locations[0]],
    // In the same area, so the page starts there whichever address it looks at first.
    ['Maya', 'Maya Tamang', friendPhone, locations[0]],
  ] as const) {
    const res = await request.post('/api/V2/add-shipping-address', {
      headers: auth,
      data: { deliveryLocationId: place.id, alias, receiverName, phoneNumber, landmark: 'By the red gate' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await gotoHydrated(page, '/cart?step=2');
  await ready(page);
  // The first person: Aama, at her address, in the first slot that can be booked.
  const where = page.getByRole('radiogroup', { name: 'Delivery address' });
  await where.getByRole('radio', { name: /Kamala Shrestha/ }).check();
  const firstSlots = page.getByRole('radiogroup', { name: 'Time slot' }).first();
  await firstSlots.getByRole('radio', { disabled: false }).first().check();
  await page.getByLabel('Message on the card (optional)').first().fill('Happy birthday, Aama!');

  // The second person: the roses go to Maya, with a card and the sender kept a surprise.
  await page.getByRole('button', { name: 'Add another person' }).click();
  const maya = page.getByRole('group', { name: 'Person 2' });
  await maya.getByRole('checkbox', { name: /Red Roses/ }).check();
  const mayaPlace = locations[0].name;
  await maya.getByLabel('Address').selectOption({ label: `Maya · Maya Tamang, ${mayaPlace}` });
  await maya
    .getByRole('radiogroup', { name: 'Time slot' })
    .getByRole('radio', { disabled: false })
    .last()
    .check();
  await maya.getByLabel('Message on the card (optional)').fill('Congratulations on the new job!');
  await maya.getByRole('checkbox', { name: 'Keep my name a surprise' }).check();
  await expect(page.getByText(/gets everything not given to someone else/)).toBeVisible();
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
  expect(noSideScroll, 'the delivery step scrolls sideways on a phone').toBe(true);

  await page.getByRole('button', { name: 'Continue to payment' }).filter({ visible: true }).click();
  await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();
  await page.waitForURL(/order-confirmation/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  // The order page shows both people and their cards.
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await expect(page.getByText('For Maya Tamang')).toBeVisible();
  // The side panel's address is the first person's, and says so.
  await expect(
    page.getByText(/, the first of 2 people\. Each delivery in the order shows its own/),
  ).toBeVisible();
  await expect(page.getByText('Congratulations on the new job!')).toBeVisible();
  // Aama's card rides with each part of her delivery (the free gift the order unlocked too).
  await expect(page.getByText('Happy birthday, Aama!').first()).toBeVisible();

  // Maya's text: no price, no sender, no Aama; its link shows her delivery alone.
  let text = '';
  await expect
    .poll(async () => {
      text = await (await request.get(`/dev/mailbox?to=${friendPhone}`)).text();
      return /track-gift\/[\w-]+/.test(text);
    })
    .toBe(true);
  expect(text).toContain('surprise');
  expect(text).not.toMatch(/Rs\s?\d|Kamala|Happy birthday/);
  const link = /\/track-gift\/[\w-]+/.exec(text)?.[0] ?? '';
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'A gift for Maya Tamang' })).toBeVisible();
  await expect(page.getByText('Someone who wants to stay a surprise sent you this')).toBeVisible();
  await expect(page.getByText('Congratulations on the new job!')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Rs\s?\d|Kamala|Aama|Black Forest/);

  // The florist sees the card and the surprise, and prints a slip without prices.
  const florist = await testSession(request, { email: 'florist@upahar.demo' });
  await useSession(page, florist.token);
  await gotoHydrated(page, '/dashboard/orders');
  const card = page
    .locator('article')
    .filter({ hasText: /Red Roses/ })
    .first();
  await card.getByRole('button', { name: 'Order details' }).click();
  await expect(card.getByText('Congratulations on the new job!')).toBeVisible();
  await expect(card.getByText(/don't tell the recipient who sent it/)).toBeVisible();
  await card.getByRole('link', { name: 'Delivery slip (no prices)' }).click();
  await expect(page.getByRole('heading', { name: /Delivery slip/ })).toBeVisible();
  await expect(page.locator('main')).toContainText('Maya Tamang');
  await expect(page.locator('main')).toContainText('A surprise: do not name the sender');
  await expect(page.locator('main')).not.toContainText(/Rs\s?\d/);
});

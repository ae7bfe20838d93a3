import type { Locator, Page, Route } from '@playwright/test';
import { addToCartApi, fillNewAddress, ready, toPaymentStep } from '../buying';
import { expect, rupees, test } from '../fixtures';

// Delivery charges on a phone: the chosen method's card and the order summary show the same one
// figure (the area's charge and the method's surcharge together), the summary adds up, and the
// step's button waits while the totals are being worked out again.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** "Rs 2,750" → 275_000 paisa; "Free" → 0; "−Rs 250" → -25_000. */
function paisa(text: string | null): number {
  const t = (text ?? '').trim();
  if (t === 'Free') return 0;
  const digits = t.match(/[\d,]+(\.\d+)?/)?.[0];
  if (!digits) throw new Error(`no amount in "${t}"`);
  const value = Math.round(Number(digits.replaceAll(',', '')) * 100);
  return /^[−-]/.test(t) ? -value : value;
}

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

/** The summary's amounts by label, as shown. */
async function summaryLines(page: Page): Promise<{ label: string; amount: number }[]> {
  const rows = summaryOf(page).locator('dl > div');
  const out = [];
  for (const row of await rows.all()) {
    out.push({
      label: ((await row.locator('dt').textContent()) ?? '').trim(),
      amount: paisa(await row.locator('dd').textContent()),
    });
  }
  return out;
}

/** The figure on a delivery method's card (the last part of the card, beside its name). */
async function cardAmount(methods: Locator, name: string): Promise<number> {
  const radio = methods.page().getByRole('radio', { name: new RegExp(name) });
  const card = methods.locator('label').filter({ has: radio });
  return paisa(await card.locator(':scope > span').last().textContent());
}

/** Holds every checkout-summary request until `release` is called. */
async function holdSummaries(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await gate;
    await route.continue().catch(() => {
      // The page moved on and aborted the request it no longer needs.
    });
  };
  await page.route('**/api/V2/checkout-summary', handler);
  return {
    release: async () => {
      release();
      await page.unroute('**/api/V2/checkout-summary', handler);
    },
  };
}

/** One delivery line, equal to the chosen card; subtotal (the items) + delivery − discount = total. */
async function expectAddsUp(page: Page, method: string, area: string) {
  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  const card = await cardAmount(methods, method);
  await expect(summaryOf(page).getByText(`${method} delivery to ${area}`)).toBeVisible();
  const lines = await summaryLines(page);
  const delivery = lines.filter((l) => /deliver/i.test(l.label));
  expect(delivery, JSON.stringify(lines)).toEqual([{ label: `${method} delivery to ${area}`, amount: card }]);
  const items = summaryOf(page).getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
  let itemsTotal = 0;
  for (const item of await items.all())
    itemsTotal += paisa(await item.locator(':scope > span').last().textContent());
  const get = (label: string) => lines.find((l) => l.label === label)?.amount;
  expect(get('Subtotal')).toBe(itemsTotal);
  const discounts = lines.filter((l) => l.amount < 0).reduce((n, l) => n + l.amount, 0);
  expect(get('Total')).toBe(itemsTotal + card + discounts);
  return { card, total: get('Total') as number };
}

test('the card and the summary show one delivery charge, and the buttons wait for new totals', async ({
  page,
  request,
  shopper,
}) => {
  await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet');
  await page.goto('/cart?step=2');
  await ready(page);

  const input = page.getByRole('combobox', { name: 'Deliver to' });
  // The step starts in a default area; the shopper then types their own.
  await expect(page.getByText(/^Delivery to .+: Rs/)).toBeVisible();
  await input.fill('');
  await input.pressSequentially('Tham');
  await page
    .getByRole('listbox', { name: 'Delivery areas' })
    .getByRole('option', { name: 'Thamel' })
    .first()
    .click();
  await expect(input).toHaveValue('Thamel');
  await expect(page.getByText(/Delivery to Thamel: Rs 100/)).toBeVisible();

  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  await methods.getByRole('radio', { name: /Standard/ }).check();
  const cont = page.getByRole('button', { name: 'Continue to payment' }).filter({ visible: true });
  await expect(cont).toBeEnabled();
  const standard = await expectAddsUp(page, 'Standard', 'Thamel');
  expect(standard.card).toBe(10_000);
  // The card says the whole charge, not a surcharge beside it.
  await expect(methods.getByText(/extra/)).toHaveCount(0);

  // Standard → Express while the summary is held: nothing to continue on until it answers.
  const held = await holdSummaries(page);
  await methods.getByRole('radio', { name: /Express/ }).check();
  await expect(cont).toBeDisabled();
  await expect(page.getByText('Updating totals…').filter({ visible: true }).first()).toBeVisible();
  await held.release();
  await expect(cont).toBeEnabled();
  await expect(page.getByText('Updating totals…')).toHaveCount(0);
  const express = await expectAddsUp(page, 'Express', 'Thamel');
  expect(express.card).toBe(25_000);
  expect(express.total).toBe(standard.total + 15_000);

  // A failed update shows why and "Try again", and no total from before.
  await page.route('**/api/V2/checkout-summary', (route) =>
    route.fulfill({ status: 503, json: { status: 'error', message: 'The shop is busy, try again' } }),
  );
  await methods.getByRole('radio', { name: /Standard/ }).check();
  const aside = summaryOf(page);
  await expect(aside.getByText('Your totals could not be updated.')).toBeVisible();
  await expect(aside.locator('dl')).toHaveCount(0);
  await expect(cont).toBeDisabled();
  await page.unroute('**/api/V2/checkout-summary');
  await aside.getByRole('button', { name: 'Try again' }).click();
  await expect(cont).toBeEnabled();
  await expectAddsUp(page, 'Standard', 'Thamel');
  await methods.getByRole('radio', { name: /Express/ }).check();
  await expectAddsUp(page, 'Express', 'Thamel');

  // On the payment step "Place order" waits for the summary too: first on arrival, then after a coupon.
  await fillNewAddress(page, { receiver: 'Maya Tamang', phone: '9812345678', landmark: 'Near the stupa' });
  const arriving = await holdSummaries(page);
  await toPaymentStep(page);
  const place = page.getByRole('button', { name: 'Place order' }).filter({ visible: true });
  await expect(place).toBeDisabled();
  await expect(page.getByText('Updating totals…').filter({ visible: true }).first()).toBeVisible();
  await arriving.release();
  await expect(place).toBeEnabled();
  expect((await summaryLines(page)).find((l) => l.label === 'Total')?.amount).toBe(express.total);

  const couponed = await holdSummaries(page);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(place).toBeDisabled();
  await couponed.release();
  await expect(place).toBeEnabled();
  await expect(summaryOf(page).getByText('Coupon WELCOME10')).toBeVisible();
  const lines = await summaryLines(page);
  const get = (label: string) => lines.find((l) => l.label === label)?.amount ?? Number.NaN;
  expect(get('Express delivery to Thamel')).toBe(express.card);
  expect(get('Subtotal') + get('Express delivery to Thamel') + get('Coupon WELCOME10')).toBe(get('Total'));

  // The placed order's receipt says the same: one delivery charge, named by the method.
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await place.click();
  await page.waitForURL(/\/order-confirmation\?orderId=/);
  const receipt = page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' });
  await expect(receipt.locator('dt')).toHaveText([
    'Subtotal',
    'Express delivery',
    'Coupon WELCOME10',
    'Total',
  ]);
  await expect(receipt.locator('div', { hasText: 'Express delivery' }).locator('dd')).toHaveText(
    rupees(express.card),
  );
});

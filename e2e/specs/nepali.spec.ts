import { readdirSync, readFileSync } from 'node:fs';
import { addDays, formatBsDate } from '@upahar/contract';
import { expect, gotoHydrated, mailedText, shopNow, test } from '../fixtures';

// The shop in Nepali, on a phone: a shopper goes from the Nepali home page to a placed order,
// picking the delivery day by its Bikram Sambat name, and gets the confirmation e-mail in Nepali.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A text's Nepali, by its key in the shop's texts (contract/i18n), so the spec follows rewordings. */
const texts: Record<string, { en: unknown; ne: unknown }> = Object.assign(
  {},
  ...readdirSync(new URL('../../contract/i18n', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(`../../contract/i18n/${f}`, import.meta.url), 'utf8'))),
);
const ne = (key: string): string => {
  const text = texts[key]?.ne;
  if (typeof text !== 'string') throw new Error(`no Nepali text "${key}"`);
  return text;
};

/** Today on the shop's clock in Kathmandu (UTC+5:45). */
const kathmanduToday = () => new Date(shopNow().getTime() + 345 * 60_000).toISOString().slice(0, 10);

test('a shopper buys a cake in Nepali, choosing the day by its Bikram Sambat date', async ({
  page,
  request,
  shopper,
}) => {
  await gotoHydrated(page, '/ne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);

  // From home to a cake: the home page's links stay in Nepali.
  await page.goto('/ne/category/cakes');
  await page.locator('html[data-hydrated="true"]').waitFor();
  const cake = page.locator('a[href^="/ne/product/"]').first();
  await cake.click();
  await page.waitForURL(/\/ne\/product\//);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page
    .getByRole('button', { name: ne('cart_add_to_cart') })
    .first()
    .click();
  await expect(page.getByText(ne('cart_added')).first()).toBeVisible();

  await gotoHydrated(page, '/ne/cart');
  await page
    .getByRole('button', { name: ne('checkout_continue_to_delivery') })
    .filter({ visible: true })
    .click();
  await page.waitForURL(/\/ne\/cart\?step=2/);

  const form = page.locator('form').filter({ has: page.getByLabel(ne('address_receiver_name')) });
  await form.getByLabel(ne('address_receiver_name')).waitFor();
  await form.getByLabel(ne('address_alias')).fill('घर');
  await form.getByLabel(ne('address_receiver_name')).fill('माया तामाङ');
  await form.getByLabel(ne('address_phone_number'), { exact: true }).fill('9812345678');
  await form.getByLabel(ne('address_landmark')).fill('बौद्ध स्तुपको पछाडि');
  await form.getByRole('button', { name: ne('address_save') }).click();
  await expect(page.getByRole('radiogroup', { name: ne('checkout_delivery_address') })).toContainText(
    'माया तामाङ',
  );

  // The quick picks name each day in Bikram Sambat: take the latest one offered, by that name.
  const picks = page.getByRole('group', { name: ne('checkout_quick_dates') });
  await picks.getByRole('button').first().waitFor();
  const today = kathmanduToday();
  const offered = await picks.getByRole('button').allTextContents();
  const day = Array.from({ length: 10 }, (_, i) => addDays(today, i))
    .reverse()
    .find((d) => offered.some((t) => t.includes(formatBsDate(d, 'ne', false))));
  expect(day, `no quick pick among ${offered.join(' / ')}`).toBeTruthy();
  const bsName = formatBsDate(day as string, 'ne', false);
  expect(bsName).toMatch(/^[\u0900-\u097F]+ [०-९]+$/);
  await picks.getByRole('button', { name: bsName }).click();
  await expect(picks.getByRole('button', { name: bsName })).toHaveAttribute('aria-pressed', 'true');

  const slots = page.getByRole('radiogroup', { name: ne('checkout_time_slot') });
  await slots.getByRole('radio', { disabled: false }).first().check();
  await page
    .getByRole('button', { name: ne('checkout_continue_to_payment') })
    .filter({ visible: true })
    .click();
  await page.getByRole('radiogroup', { name: ne('checkout_payment_method') }).waitFor();
  await expect(page.getByText(/रु [०-९,]+/).first()).toBeVisible();

  await page
    .getByRole('button', { name: ne('checkout_place_order') })
    .filter({ visible: true })
    .click();
  await page.waitForURL(/\/ne\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: ne('checkout_hero_cod') })).toBeVisible();
  // Nothing on the phone reaches past its edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The confirmation e-mail is in Nepali, with the day in both calendars and a Nepali link.
  const mail = await mailedText(request, shopper.email, 'तपाईंको उपहार अर्डर');
  expect(mail).toContain('नमस्ते');
  expect(mail).toContain(bsName);
  expect(mail).toContain('/ne/profile/orders/view-order/');
});

test('the language switch goes to the twin page and is remembered', async ({ page }) => {
  await gotoHydrated(page, '/category/cakes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'नेपालीमा हेर्नुहोस्' }).click();
  await page.waitForURL(/\/ne\/category\/cakes$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  // An English address now leads to its Nepali twin, until English is chosen.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/ne\/cart$/);
});

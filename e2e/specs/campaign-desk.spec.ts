import type { Locator, Page } from '@playwright/test';
import { addDays, todayInKathmandu } from '@upahar/contract';
import { tinyPng } from '../buying';
import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// The admin's campaign desk: make a campaign with a new icon and banner, put a category on offer,
// add a flash sale, publish it and find it in the public campaign API. The campaign runs a month ahead, so no price in the
// shared demo shop changes while other specs run; it is withdrawn again at the end.

/** Picks a picture through the field's own button, as a person does, and waits for the upload. */
async function uploadPicture(page: Page, form: Locator, label: 'Icon' | 'Banner', name: string) {
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: `Upload the ${label.toLowerCase()}` }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: tinyPng() });
  await expect(form.getByRole('button', { name: `Replace the ${label.toLowerCase()}` })).toBeVisible();
  await expect(form.getByRole('img', { name: `${label} preview` })).toHaveAttribute(
    'src',
    /^\/media\/campaigns\/.+\.webp$/,
  );
}

test('an admin makes a campaign with new pictures, an offer and a flash sale and publishes it', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  const stamp = Date.now().toString(36);
  const name = `Desk Festival ${stamp}`;
  const slug = `desk-festival-${stamp}`;
  const start = addDays(todayInKathmandu(shopNow()), 30);
  const end = addDays(start, 7);

  await gotoHydrated(page, '/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Campaign' });
  // The form says what is missing before anything is sent, and keeps what was typed.
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Make campaign' }).click();
  await expect(form.getByText('Choose when the campaign starts')).toBeVisible();
  await expect(form.getByLabel('Web address')).toHaveValue(slug);
  await form.getByLabel('Tagline').fill('Gifts for every day of the festival');
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('End date').fill(end);
  // New pictures, uploaded from the form before the campaign exists.
  await uploadPicture(page, form, 'Icon', 'festival-icon.png');
  await uploadPicture(page, form, 'Banner', 'festival-banner.png');
  // Upahar pays for the discount unless the admin says the stores do.
  await expect(form.getByRole('radio', { name: /^Upahar/ })).toBeChecked();
  await form.getByRole('radio', { name: /^The stores/ }).check();
  await form.getByRole('button', { name: 'Make campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const campaignId = Number(page.url().split('/').pop());
  const headers = { authorization: `Bearer ${admin.token}` };

  try {
    // Saved with both pictures, which the form shows again and the shop serves.
    const saved = (await (await request.get(`/api/dashboard/v1/campaigns/${campaignId}`, { headers })).json())
      .data.campaign;
    expect(saved.iconPath).toMatch(/^\/media\/campaigns\/.+\.webp$/);
    expect(saved.bannerPath).toMatch(/^\/media\/campaigns\/.+\.webp$/);
    expect(saved.fundedBy).toBe('store');
    await expect(page.locator('header').getByText('Stores pay', { exact: true })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^The stores/ })).toBeChecked();
    await expect(form.getByRole('img', { name: 'Icon preview' })).toHaveAttribute('src', saved.iconPath);
    await expect(form.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', saved.bannerPath);
    const served = await request.get(saved.bannerPath);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');

    // A category at 15 % off.
    const offerForm = page.getByRole('form', { name: 'Add an offer' });
    const category = offerForm.getByLabel('Category');
    const categoryName = (await category.locator('option').nth(1).textContent())?.trim() ?? '';
    await category.selectOption({ index: 1 });
    await offerForm.getByLabel('Percent off').fill('15');
    await offerForm.getByRole('button', { name: 'Add offer' }).click();
    const offers = page.getByRole('list', { name: 'Offers' });
    await expect(offers.getByRole('listitem').filter({ hasText: categoryName })).toContainText('15% off');

    // A flash sale of one product on the campaign's second day.
    const saleForm = page.getByRole('form', { name: 'Add a flash sale' });
    await saleForm.getByLabel('Product').fill('Pineapple');
    await saleForm
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await saleForm.getByLabel('Flash price (Rs)').fill('100');
    await saleForm.getByLabel('Stock').fill('12');
    await saleForm.getByLabel('Per customer').fill('2');
    await saleForm.getByLabel('Start date').fill(addDays(start, 1));
    await saleForm.getByLabel('End date').fill(addDays(start, 1));
    await saleForm.getByRole('button', { name: 'Add flash sale' }).click();
    const sales = page.getByRole('list', { name: 'Flash sales' });
    await expect(sales.getByRole('listitem')).toHaveCount(1);
    await expect(sales).toContainText('0 of 12');
    await expect(sales.getByRole('progressbar', { name: '0 of 12 sold' })).toBeVisible();

    // Nobody sees a draft; once published, the public API shows it with both.
    expect((await request.get(`/api/V2/campaign/${slug}`)).status()).toBe(404);
    await form.getByLabel('Published').check();
    await form.getByRole('button', { name: 'Save campaign' }).click();
    await expect(page.locator('header').getByText('Published', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Published')).toBeChecked();

    const res = await request.get(`/api/V2/campaign/${slug}`);
    expect(res.status(), await res.text()).toBe(200);
    const { data } = await res.json();
    expect(data.campaign.name).toBe(name);
    expect(data.categories.map((c: { name: string }) => c.name)).toContain(categoryName);
    expect(data.flashSale).toHaveLength(1);
    expect(data.flashSale[0]).toMatchObject({ price: 10_000, stock: 12 });

    // The list shows it with its counts.
    await gotoHydrated(page, '/dashboard/campaigns');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Upcoming');
    await expect(row).toContainText('Published');
    await expect(row).toContainText('Stores pay');
  } finally {
    // Withdrawn again, so the shared demo shop lists only its own campaign.
    const got = await request.get(`/api/dashboard/v1/campaigns/${campaignId}`, { headers });
    const c = (await got.json()).data.campaign;
    await request.put(`/api/dashboard/v1/campaigns/${campaignId}`, {
      headers,
      data: {
        name: c.name,
        slug: c.slug,
        tagline: c.tagline,
        description: c.description,
        iconPath: c.iconPath,
        bannerPath: c.bannerPath,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        isPublished: false,
        fundedBy: c.fundedBy,
      },
    });
  }
});

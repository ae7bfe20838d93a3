import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// On a phone the dashboard names the page's section in a bar and opens every section, grouped
// as on a desktop, in a sheet: nothing hides off the side of the screen.

test.use({ viewport: { width: 390, height: 844 } });

test('an admin on a phone finds a section by its group and the sheet closes on the way', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/orders');

  // The page's section is named without opening anything.
  const bar = page.locator('p', { hasText: 'You are in:' });
  await expect(bar).toContainText('Orders');
  const open = page.getByRole('button', { name: 'Sections' });
  await expect(open).toBeVisible();
  // No section link is left sticking out of the screen's right edge (the page's own filters
  // inside main may scroll sideways; the dashboard's sections may not).
  for (const link of await page.locator('a[href^="/dashboard/"]:not(main a)').all()) {
    if (!(await link.isVisible())) continue;
    const box = await link.boundingBox();
    expect(box && box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(390);
  }

  // Opened by keyboard: the groups with their titles, the current section marked.
  await open.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Dashboard sections' });
  await expect(sheet).toBeVisible();
  for (const title of ['Your store', 'Marketplace', 'Content', 'Offers and games', 'Records']) {
    await expect(sheet.getByRole('heading', { name: title })).toBeVisible();
  }
  const marketplace = sheet.getByRole('region', { name: 'Marketplace' });
  await expect(marketplace.getByRole('link', { name: 'Applications to sell' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // Following a section closes the sheet; the bar then names the new section.
  await open.click();
  await sheet.getByRole('link', { name: 'Applications to sell' }).click();
  await expect(page).toHaveURL(/\/dashboard\/applications$/);
  await expect(sheet).toBeHidden();
  await expect(bar).toContainText('Applications to sell');
  await open.click();
  await expect(sheet.getByRole('link', { name: 'Applications to sell' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sheet.getByRole('link', { name: 'Job applications' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  // By keyboard: Tab reaches a link, Enter follows it.
  await sheet.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(bar).toContainText('Audit log');
});

test("a seller on a phone gets her store's sections in the same sheet", async ({ page, request }) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/products');
  await page.getByRole('button', { name: 'Sections' }).click();
  const sheet = page.getByRole('dialog', { name: 'Dashboard sections' });
  await expect(sheet.getByRole('heading', { name: 'Your store' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Marketplace' })).toHaveCount(0);
  await expect(sheet.getByRole('link')).toHaveCount(9);
  await sheet.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toBeVisible();
  await expect(sheet).toBeHidden();
});

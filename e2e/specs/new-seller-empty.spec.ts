import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { expectFits } from '../overflow';
import { openStore } from '../selling';

// A seller whose store was just opened, on a phone: every empty list of things they add (cakes,
// products, coupons, team) offers to add the first one right there, and a new product asks first
// whether it is a cake or a gift, with nothing picked for them.

test.use({ viewport: { width: 390, height: 844 } });

test('a new seller adds the first of each thing from its empty list, choosing the product type first', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await testSession(request);
  const tag = Date.now().toString(36);
  await openStore(request, seller, `Empty Oven ${tag}`);
  await useSession(page, seller.token);

  // Cakes: the empty list offers a cake, and the form knows it is one.
  await gotoHydrated(page, '/dashboard/cakes');
  await expect(page.getByRole('heading', { name: 'No cakes yet' })).toBeVisible();
  await expectFits(page, 'no cakes yet');
  await page.getByRole('link', { name: 'Add a cake' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/new\?type=cake$/);
  const details = page.getByRole('form', { name: 'Product details' });
  await expect(details.getByText('Cake', { exact: true })).toBeVisible();
  await expect(details.getByText('The type cannot be changed once the product is created.')).toBeVisible();
  await expectFits(page, 'new cake form');

  // Going back to the choice: nothing is picked until the seller picks, and the reason is said.
  await details.getByRole('button', { name: 'Change the type' }).click();
  const choice = page.getByRole('form', { name: 'Type of product' });
  await expect(choice.getByText(/cannot be changed once the product is created/)).toBeVisible();
  await expect(choice.getByRole('radio', { name: /^Cake/ })).not.toBeChecked();
  await expect(choice.getByRole('radio', { name: /^Gift/ })).not.toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await choice.getByRole('button', { name: 'Continue' }).click();
  await expect(choice.getByText('Choose what you are adding: a cake or a gift.')).toBeVisible();
  await expectFits(page, 'product type choice');
  await choice.getByText('Cake', { exact: true }).click();
  await choice.getByRole('button', { name: 'Continue' }).click();

  const name = `Sel Roti Cake ${tag}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Birthday Cakes' });
  await page.getByLabel('Price (NPR)', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Empty Oven ${tag} · Cake`)).toBeVisible();

  // Products: straight to "New product", the type is asked and not preset.
  await gotoHydrated(page, '/dashboard/products/new');
  const asked = page.getByRole('form', { name: 'Type of product' });
  await expect(asked.getByRole('radio', { name: /^Gift/ })).not.toBeChecked();
  await expect(asked.getByRole('radio', { name: /^Cake/ })).not.toBeChecked();

  // Coupons: the empty list makes the first one.
  await gotoHydrated(page, '/dashboard/coupons');
  const none = page.getByText('No coupons yet. Make one to bring shoppers back.');
  await expect(none).toBeVisible();
  await expectFits(page, 'no coupons yet');
  await none.locator('..').getByRole('button', { name: 'New coupon' }).click();
  await expect(page.getByRole('form', { name: 'New coupon' })).toBeVisible();

  // Team: nobody helps yet, and the invitation is one tap away.
  await gotoHydrated(page, '/dashboard/team');
  await expect(page.getByText('Nobody else helps run this store yet.')).toBeVisible();
  await expectFits(page, 'no team yet');
  await page
    .getByRole('region', { name: `Team of Empty Oven ${tag}` })
    .getByRole('button', { name: 'Invite someone' })
    .click();
  await expect(page.getByRole('form', { name: 'Invite someone' }).getByLabel('E-mail address')).toBeFocused();
});

import { apiGet, expect, gotoHydrated, rupees, test } from '../fixtures';

// The compare page: each price says which weight it is for, and each product can go to the cart
// from the table without a trip back to its page.

type Detail = { id: string; name: string; price: number; minPound: number | null };

test('compare shows the weight of a cake price and adds a compared product to the cart', async ({
  page,
  request,
  shopper,
}) => {
  const { data: cake } = await apiGet<Detail>(request, 'product/classic-black-forest-cake');
  const { data: roses } = await apiGet<Detail>(request, 'product/dozen-red-roses-bouquet');
  expect(cake.minPound).not.toBeNull();
  // The list lives in this browser's storage, as the compare buttons leave it.
  await page.addInitScript(
    (ids) =>
      window.localStorage.setItem(
        'upahar.compare',
        JSON.stringify({ value: ids, expiresAt: Date.now() + 3_600_000 }),
      ),
    [cake.id, roses.id],
  );
  await gotoHydrated(page, '/compare');
  const table = page.getByRole('table', { name: 'Products side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price' }) });
  await expect(priceRow).toContainText(`${rupees(cake.price)}for ${cake.minPound} lb`);
  // A bouquet has no weight: its price stands alone.
  await expect(priceRow.getByRole('cell').nth(1)).not.toContainText('lb');

  await table.getByRole('button', { name: `Add ${cake.name} to cart` }).click();
  await expect(page.getByText(`${cake.name} is in your cart`)).toBeVisible();
  const cart = await (
    await request.get('/api/V2/cart', { headers: { authorization: `Bearer ${shopper.token}` } })
  ).json();
  const line = cart.data.cartItems.find((l: { productId: string }) => l.productId === cake.id);
  expect(line, JSON.stringify(cart.data.cartItems)).toBeTruthy();
  expect(line.quantity).toBe(1);
});

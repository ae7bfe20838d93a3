import { expect, gotoHydrated, pickPill, test, testSession, useSession } from '../fixtures';

// Each cake offers what its seller chose: the seller changes it in the dashboard and the
// product page follows at once; an eggless recipe never offers the eggless extra.

const CAKE = 'coffee-mocha-cake';

test('the seller removes a flavour from a cake and the product page no longer offers it', async ({
  page,
  request,
}) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  const auth = { authorization: `Bearer ${seller.token}` };
  const list = await (await request.get('/api/dashboard/v1/cakes', { headers: auth })).json();
  const { id } = list.data.cakes.find((c: { slug: string }) => c.slug === CAKE);
  const before = (await (await request.get(`/api/dashboard/v1/cakes/${id}`, { headers: auth })).json()).data;
  // The product page offers Vanilla to begin with.
  await gotoHydrated(page, `/product/${CAKE}`);
  const flavours = () =>
    page.getByRole('region', { name: 'Make it yours' }).getByRole('group', { name: 'Flavour' });
  await expect(flavours().getByRole('radio', { name: /^Vanilla/ })).toHaveCount(1);

  try {
    await useSession(page, seller.token);
    await gotoHydrated(page, '/dashboard/orders');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Cakes' }).click();
    await expect(nav.getByRole('link', { name: 'Cakes' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Coffee Mocha Cake' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Mocha Cake' })).toBeVisible();

    // Both sides check: no shape at all is refused before anything is sent.
    const shapes = page.getByRole('group', { name: 'Shapes' });
    for (const box of await shapes.getByRole('checkbox').all()) await box.uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Please fix the marked choices before saving.');
    await expect(shapes.getByText('Choose at least one shape')).toBeVisible();
    await shapes.getByRole('checkbox', { name: 'Round' }).check();

    // The cake's own flavour cannot be unticked; Vanilla can.
    const flavourBoxes = page.getByRole('group', { name: 'Flavours' });
    await expect(flavourBoxes.getByRole('checkbox', { name: /^Coffee/ })).toBeDisabled();
    await flavourBoxes.getByRole('checkbox', { name: 'Vanilla' }).uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect(main.getByRole('status')).toHaveText('Saved: Coffee Mocha Cake now offers what you chose');

    // The shop shows it at once: a new visit to the product page offers no Vanilla.
    await gotoHydrated(page, `/product/${CAKE}`);
    await expect(
      flavours()
        .getByRole('radio', { name: /^Chocolate/ })
        .first(),
    ).toHaveCount(1);
    await expect(flavours().getByRole('radio', { name: /^Vanilla/ })).toHaveCount(0);
    // A single shape is a fact now, not a choice.
    const configurator = page.getByRole('region', { name: 'Make it yours' });
    await expect(configurator.getByRole('radio', { name: /^Round/ })).toHaveCount(0);
    await expect(configurator.getByText('Round', { exact: true })).toBeVisible();
  } finally {
    // Other specs share the demo shop: put the cake back as it was.
    const res = await request.put(`/api/dashboard/v1/cakes/${id}/choices`, {
      headers: auth,
      data: before.choices,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('an eggless recipe offers no eggless extra; a cake that can be made eggless does', async ({ page }) => {
  await gotoHydrated(page, '/product/eggless-chocolate-cake');
  const configurator = page.getByRole('region', { name: 'Make it yours' });
  await expect(configurator.getByText('Made without eggs')).toBeVisible();
  await expect(configurator.getByRole('checkbox', { name: /Eggless/ })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Good to know' }).getByText('Eggless', { exact: true }),
  ).toBeVisible();
  // The picture follows the chosen shape.
  await pickPill(configurator, /^Heart/);
  await expect(
    page.getByRole('img', { name: 'Drawing of your cake: heart-shaped Chocolate cake' }).first(),
  ).toBeVisible();

  await gotoHydrated(page, '/product/chocolate-drip-birthday-cake');
  const other = page.getByRole('region', { name: 'Make it yours' });
  await expect(other.getByRole('checkbox', { name: /^Eggless/ })).toBeVisible();
  await expect(other.getByText('Made without eggs')).toHaveCount(0);
});

import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// The audit log reads as sentences on a phone: who did what to which named thing, what changed
// field by field in words, and a list of actions to filter by instead of code names.

test.use({ viewport: { width: 390, height: 844 } });

test('an admin on a phone reads a coupon change in words and filters by action', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const asSeller = { authorization: `Bearer ${seller.token}` };
  const storeId: number = (
    await (await request.get('/api/dashboard/v1/stores?q=Annapurna', { headers: asAdmin })).json()
  ).data.stores[0].id;
  // The demo seller makes a coupon and then pauses it at a bigger discount; a code of its own,
  // paused, so no other spec's checkout meets it.
  const code = `AUDIT${Date.now().toString(36).toUpperCase()}`;
  const coupon = {
    storeId,
    code,
    description: 'Audit trial',
    type: 'percent',
    value: 10,
    maxDiscount: 50_000,
    minSubtotal: 100_000,
    startsOn: '',
    endsOn: '',
    usageLimit: 100,
    perUserLimit: 1,
    isActive: true,
  };
  const made = await request.post('/api/dashboard/v1/coupons', { headers: asSeller, data: coupon });
  expect(made.status(), await made.text()).toBe(200);
  const id: number = (await made.json()).data.coupon.id;
  const changed = await request.put(`/api/dashboard/v1/coupons/${id}`, {
    headers: asSeller,
    data: { ...coupon, value: 15, isActive: false },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/audit');
  // The filter is a list of actions by their names.
  await page.getByLabel('Action').selectOption({ label: 'Changed a coupon' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/action=updateStoreCoupon/);

  const row = page.getByRole('row').filter({ hasText: `Coupon: ${code}` });
  await expect(row).toContainText('Changed a coupon');
  await expect(row).toContainText('seller');
  await expect(page.getByRole('table')).not.toContainText('updateStoreCoupon');
  await row.getByRole('button', { name: `Details: Changed a coupon, ${code}` }).click();
  const changes = page.getByRole('region', { name: 'What changed: Coupon' });
  await expect(changes.getByRole('definition').filter({ hasText: /^10 →.*15$/ })).toBeVisible();
  await expect(changes).toContainText('Is active');
  await expect(changes.getByRole('definition').filter({ hasText: /^yes →.*no$/ })).toBeVisible();
  // The raw request stays folded away under technical details.
  for (const raw of await page.getByText('"isActive"').all()) await expect(raw).toBeHidden();
  await expect(page.getByText('/api/dashboard/v1/coupons/:id')).toBeHidden();

  // Nothing on the page sticks out of the phone's screen, the open details included.
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
  expect(outside).toEqual([]);

  // A different action from the list leaves this entry out.
  await page.getByLabel('Action').selectOption({ label: 'Created a coupon' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/action=createStoreCoupon/);
  await expect(page.getByRole('table')).toContainText('Created a coupon');
  await expect(page.getByRole('table')).not.toContainText('Changed a coupon');
});

import { expect, gotoHydrated, test } from '../fixtures';

// A field's error takes the place of its hint rather than repeating it, and the field tells
// screen readers about what shows.

test('a password too short shows its error instead of the hint', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const password = page.getByLabel('Password', { exact: true });
  const hint = page.getByText('At least 8 characters.');
  await expect(hint).toBeVisible();
  await expect(password).toHaveAttribute('aria-describedby', (await hint.getAttribute('id')) ?? '');

  await password.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const error = page.getByText('Password must be at least 8 characters');
  await expect(error).toBeVisible();
  await expect(hint).toHaveCount(0);
  await expect(password).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? '');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});

import { expect, gotoHydrated, mailedLink, newPhone, test, textedCode } from '../fixtures';

// A shopper changes their number and their e-mail: each new one is proven (a texted code, a
// mailed link) before it replaces the old.

test('a new number is saved once the texted code is entered', async ({ page, request, shopper: _ }) => {
  const phone = newPhone();
  await gotoHydrated(page, '/profile/edit');
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: /Add a number|Change number/ }).click();
  await contact.getByLabel('New mobile number').fill('12345');
  await contact.getByRole('button', { name: 'Send code' }).click();
  await expect(contact.getByText(/Enter a Nepali mobile number/)).toBeVisible();
  await contact.getByLabel('New mobile number').fill(phone);
  await contact.getByRole('button', { name: 'Send code' }).click();
  await expect(contact.getByText(`We texted a code to ${phone}.`)).toBeVisible();
  await contact.getByLabel('Code from the SMS').fill('000000');
  await contact.getByRole('button', { name: 'Save the number' }).click();
  await expect(contact.getByText(/That code is not right/)).toBeVisible();
  await contact.getByLabel('Code from the SMS').fill(await textedCode(request, phone));
  await contact.getByRole('button', { name: 'Save the number' }).click();
  await expect(contact.getByText(phone)).toBeVisible();
  await expect(contact.getByText('Proven')).toBeVisible();
});

test('a new e-mail is used once the mailed link is opened', async ({ page, request, shopper }) => {
  const fresh = `moved.${Date.now().toString(36)}@example.com`;
  await gotoHydrated(page, '/profile/edit');
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: 'Change e-mail' }).click();
  await contact.getByLabel('New e-mail address').fill(fresh);
  await contact.getByLabel('Current password', { exact: true }).fill(shopper.password ?? '');
  await contact.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    contact.getByText(`We sent a link to ${fresh}. Your e-mail stays the same until you open it.`),
  ).toBeVisible();
  await expect(contact.getByText(shopper.email)).toBeVisible();

  await page.goto(await mailedLink(request, fresh, '/verify/email-change'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is changed' })).toBeVisible();
  await gotoHydrated(page, '/profile/edit');
  await expect(page.getByRole('region', { name: 'Contact details' }).getByText(fresh)).toBeVisible();
});

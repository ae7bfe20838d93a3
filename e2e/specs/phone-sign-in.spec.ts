import { expect, newPhone, test, textedCode } from '../fixtures';

// A shopper without an account signs in with a mobile number: the code is read from the
// development mailbox, as it would be read from the phone, and the new account is made on the way.
test('a new number signs in with a texted code and a name, and returns to the page it came from', async ({
  page,
  request,
}) => {
  const phone = newPhone();
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fprofile%2Fedit/);
  await page.locator('html[data-hydrated="true"]').waitFor();

  await page.getByRole('button', { name: 'Phone number' }).click();
  await expect(page.getByRole('button', { name: 'Phone number' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('Enter a Nepali mobile number: 10 digits starting 96, 97 or 98, e.g. 9841234567'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(`We have sent a 6-digit code to ${phone}. It works for 5 minutes.`),
  ).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /^Resend code in \d+:\d\d$/ })).toBeDisabled();

  const code = await textedCode(request, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await expect(codeField).toHaveValue(wrong);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('This number has no account yet. Tell us your name to create one.'),
  ).toBeVisible();
  await page.getByLabel('Your name').fill('Bimala Tamang');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();

  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Bimala Tamang');
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByText(phone)).toBeVisible();
  await expect(contact.getByText('Proven')).toBeVisible();
});

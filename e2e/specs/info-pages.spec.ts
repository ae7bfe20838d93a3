import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// The shop's information pages: a visitor finds an answer in the FAQ and writes through the
// contact form; an admin edits the refund policy in both languages and the public pages show the
// change, the Nepali one under /ne. The policy is put back at the end, so the shared demo shop is
// as it was for the other specs.

test('a visitor filters the FAQ and sends the contact form', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const questions = page.locator('details summary');
  const all = await questions.count();
  expect(all).toBeGreaterThanOrEqual(25);
  await page.getByLabel('Search the questions').fill('midnight');
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
  const shown = await questions.count();
  expect(shown).toBeLessThan(all);
  const midnight = page.locator('details').filter({ hasText: 'Do you deliver at midnight?' });
  await expect(midnight).toHaveAttribute('open', '');
  await expect(midnight).toContainText('11 pm');
  await page.getByLabel('Search the questions').fill('zzzz nothing');
  await expect(page.getByText('No question matches “zzzz nothing”')).toBeVisible();

  await page.getByRole('link', { name: 'ask us directly' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Maya Shrestha');
  await form.getByLabel('E-mail').fill('maya@example.com');
  await form.getByLabel('What is it about?').selectOption('delivery');
  await form.getByLabel('Your message').fill('Too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Write at least 10 characters so we can help')).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel('Your name')).toHaveValue('Maya Shrestha');
  await form.getByLabel('Your message').fill('Can you deliver a cake to Sankhu on Saturday morning?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByText(/Our team reads every message/)).toBeVisible();
});

test('an admin edits the refund policy in English and Nepali and the shop shows both', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const before = (
    await (await request.get('/api/dashboard/v1/info-pages/text/refund', { headers: asAdmin })).json()
  ).data;
  const heading = `Gift cards ${Date.now()}`;
  const headingNe = `गिफ्ट कार्ड ${Date.now()}`;
  try {
    await useSession(page, admin.token);
    await gotoHydrated(page, '/dashboard/pages');
    await page.getByRole('link', { name: 'Edit Refund policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a section' }).click();
    const sections = page.locator('fieldset');
    const last = sections.last();
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(last.getByText('Enter a heading')).toBeVisible();
    await last.getByLabel('Heading', { exact: true }).fill(heading);
    await last
      .getByLabel('Text', { exact: true })
      .fill('Gift vouchers are refunded as a new voucher.\n\n- Valid for a year\n- Any shop');
    // The Nepali twins are optional: the heading gets one, and the Nepali page shows it.
    await last.getByLabel('Heading in Nepali').fill(headingNe);
    await last.getByLabel('Text in Nepali').fill('गिफ्ट भाउचरको रकम नयाँ भाउचरका रूपमा फिर्ता हुन्छ।');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Saved: the page in the shop shows it now')).toBeVisible();

    await page.goto('/refund-policy');
    const section = page.getByRole('region', { name: heading });
    await expect(section).toContainText('Gift vouchers are refunded as a new voucher.');
    await expect(section.getByRole('listitem')).toHaveText(['Valid for a year', 'Any shop']);
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: heading }),
    ).toBeVisible();

    await gotoHydrated(page, '/ne/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: before.titleNe })).toBeVisible();
    const nepali = page.getByRole('region', { name: headingNe });
    await expect(nepali).toContainText('गिफ्ट भाउचरको रकम नयाँ भाउचरका रूपमा फिर्ता हुन्छ।');
  } finally {
    const restored = await request.put('/api/dashboard/v1/info-pages/text/refund', {
      headers: asAdmin,
      data: before,
    });
    expect(restored.status()).toBe(200);
  }
});

import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A customer applies to sell with a document, an admin approves the application in the
// dashboard, and the new seller finds the store on Your businesses and the dashboard open.

test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a customer applies with a document, the admin approves, and the store is theirs', async ({
  browser,
  page,
  request,
}) => {
  const applicant = await testSession(request);
  const business = `Himal Bakery ${Date.now().toString(36)}`;
  await useSession(page, applicant.token);

  // The information page points a signed-in person on to the application.
  await gotoHydrated(page, '/sell-at-ug');
  await page.getByRole('link', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/be-a-seller$/);
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();

  // Step 1, checked before moving on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the 9-digit PAN or VAT number')).toBeVisible();
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('PAN or VAT number').fill('601234567');
  await page.getByLabel('Contact phone').fill('9512345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/10 digits starting 96, 97 or 98, e\.g\./)).toBeVisible();
  await page.getByLabel('Contact phone').fill('9841234567');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: where the shop is and where it delivers.
  await expect(page.getByRole('heading', { name: 'Where you are' })).toBeVisible();
  await page.getByLabel('Shop address').fill('Jawalakhel, Lalitpur');
  await page.getByLabel('District').selectOption('Lalitpur');
  const places = page.getByRole('group', { name: 'Where you deliver' });
  await places.getByRole('checkbox').first().check();
  await places.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: categories.
  await page.getByRole('group', { name: 'Categories you sell in' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: a document is required; a file that is not a PDF or picture is refused at once.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Upload your registration certificate')).toBeVisible();
  const file = page.getByLabel('Documents');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('notes.txt: Upload a PDF or a JPEG, PNG or WebP image')).toBeVisible();
  await file.setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('registration.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: check and send.
  await expect(page.getByText(business)).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await page.getByRole('link', { name: 'Follow it on Your businesses' }).click();
  const card = page.getByRole('article', { name: business });
  await expect(card.getByText('Submitted')).toBeVisible();

  // The admin approves it in the dashboard, at desktop size.
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await useSession(desk, admin.token);
    await gotoHydrated(desk, '/dashboard/orders');
    await desk
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Applications to sell' })
      .click();
    await desk.getByLabel('Search by business name').fill(business);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('link', { name: business }).click();
    await expect(desk.getByRole('heading', { level: 1, name: business })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'registration.pdf' })).toBeVisible();
    await desk.getByRole('button', { name: 'Approve and open the store' }).click();
    await expect(desk.getByText('Approved. The store is open at')).toBeVisible();
  } finally {
    await desk.close();
  }

  // The applicant sees it approved, and the seller dashboard opens for them.
  await gotoHydrated(page, '/profile/businesses');
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Store page' })).toHaveAttribute(
    'href',
    /^\/store\/himal-bakery-/,
  );
  await card.getByRole('link', { name: 'Seller dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page is for store owners');
  await expect(page.getByText('This page is for store owners')).toHaveCount(0);
});

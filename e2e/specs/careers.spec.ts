import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A customer finds a vacancy on /careers, applies with a CV and follows the application; an
// admin shortlists it in the dashboard and the customer sees the new state.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JOB = 'Delivery Rider (Lalitpur)';

test('a customer applies for a vacancy with a CV, and an admin shortlists it', async ({
  browser,
  page,
  request,
}) => {
  const customer = await testSession(request);
  await useSession(page, customer.token);

  await gotoHydrated(page, '/careers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bake, deliver and delight with us' }),
  ).toBeVisible();
  // The filters narrow the list through the address.
  await page.getByLabel('Department').selectOption('delivery');
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL(/department=delivery/);
  await page.getByRole('link', { name: JOB }).click();
  await expect(page.getByRole('heading', { level: 1, name: JOB })).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor();

  // Sent empty, every field says what it needs; nothing typed is lost on the way.
  await page.getByLabel('Mobile number').fill('01-4123456');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/10 digits starting 96, 97 or 98, e\.g\./)).toBeVisible();
  await expect(page.getByText('Upload your CV', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('9841234567');
  await page
    .getByLabel('Cover letter')
    .fill('I have ridden across Patan for three years and know every lane near Jawalakhel.');
  // A file that is not a CV is refused before it is sent.
  const cv = page.getByLabel('CV', { exact: true });
  await cv.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Upload your CV as a PDF or a Word (.docx) file')).toBeVisible();
  await cv.setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('cv-name')).toHaveText('My-CV.pdf');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9841234567');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await page.getByRole('link', { name: 'Follow your applications' }).click();

  await expect(page).toHaveURL(/\/profile\/applications$/);
  const card = page.getByRole('article', { name: JOB });
  await expect(card.getByText('Received')).toBeVisible();

  // The admin finds it by vacancy in the dashboard and shortlists it.
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await useSession(desk, admin.token);
    await gotoHydrated(desk, '/dashboard/vacancies');
    await desk
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Job applications' })
      .click();
    await desk.getByLabel('Vacancy').selectOption({ label: JOB });
    await desk.getByRole('link', { name: customer.name }).click();
    await expect(desk.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await desk.getByLabel('New status').selectOption('shortlisted');
    await desk.getByLabel('Team note').fill('Knows Lalitpur well; call for a ride-along.');
    await desk.getByRole('button', { name: 'Save and e-mail the applicant' }).click();
    await expect(desk.getByText('Team note: Knows Lalitpur well; call for a ride-along.')).toBeVisible();
    const download = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Download CV' }).click();
    expect((await download).suggestedFilename()).toBe('My-CV.pdf');
  } finally {
    await desk.close();
  }

  // The customer sees the new state, never the team's note.
  await page.reload();
  await expect(card.getByText('Shortlisted')).toBeVisible();
  await expect(page.getByText('Knows Lalitpur well')).toHaveCount(0);
});

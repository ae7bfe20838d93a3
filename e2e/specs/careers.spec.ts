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
  // A name of its own: other runs' applicants to the same vacancy stay in the shared database.
  const customer = await testSession(request, { name: `Asha Gurung ${Date.now().toString(36)}` });
  await useSession(page, customer.token);

  await gotoHydrated(page, '/careers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bake, deliver and delight with us' }),
  ).toBeVisible();
  // The filters narrow the list through the address.
  await page.getByLabel('Department').selectOption('delivery');
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL(/department=delivery/);
  // The form sends "any location" and "any type" as empty values: the choice still holds.
  await expect(page.getByLabel('Department')).toHaveValue('delivery');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a CV sent with one application is chosen again for the next, and can be removed', async ({
    page,
    request,
  }) => {
    const customer = await testSession(request);
    await useSession(page, customer.token);

    const openForm = async (job: string) => {
      await gotoHydrated(page, '/careers');
      await page.getByRole('link', { name: job }).click();
      await expect(page.getByRole('heading', { level: 1, name: job })).toBeVisible();
      await page.locator('html[data-hydrated="true"]').waitFor();
    };
    const fill = async () => {
      await page.getByLabel('Mobile number').fill('9841234567');
      await page
        .getByLabel('Cover letter')
        .fill('I answer customers kindly and quickly, in Nepali and in English, on the phone and in chat.');
    };

    // The first application: no CV kept yet, so the form asks for a file.
    await openForm(JOB);
    await expect(page.getByRole('radio', { name: /Use my CV uploaded on/ })).toHaveCount(0);
    await fill();
    await page.getByLabel('CV', { exact: true }).setInputFiles({
      name: 'Rider CV.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByTestId('cv-name')).toHaveText('Rider-CV.pdf');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();

    // The next one offers that CV, already chosen; sending it needs no new file.
    await openForm('Customer Care Associate (Nepali & English)');
    const saved = page.getByRole('radio', { name: /^Use my CV uploaded on .+ \(Rider-CV\.pdf\)$/ });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel('New CV file')).toHaveCount(0);
    await fill();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();

    // Both applications went with it; removing it is the applicant's choice.
    await page.getByRole('link', { name: 'Follow your applications' }).click();
    await expect(page.getByTestId('job-application')).toHaveCount(2);
    for (const card of await page.getByTestId('job-application').all())
      await expect(card.getByText('Rider-CV.pdf')).toBeVisible();
    const cv = page.getByTestId('saved-cv');
    await expect(cv).toContainText('sent with 2 applications');
    await cv.getByRole('button', { name: 'Remove Rider-CV.pdf' }).click();
    await cv.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText('CV removed. The applications you already sent keep it')).toBeVisible();
    await expect(page.getByTestId('saved-cv')).toHaveCount(0);
    await expect(page.getByTestId('job-application').first().getByText('Rider-CV.pdf')).toBeVisible();

    // A new application asks for a file again.
    await openForm('Digital Marketing Intern');
    await expect(page.getByRole('radio', { name: /Use my CV uploaded on/ })).toHaveCount(0);
    await expect(page.getByLabel('CV', { exact: true })).toBeAttached();
  });
});

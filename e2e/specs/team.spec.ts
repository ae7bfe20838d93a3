import { expect, gotoHydrated, mailedLink, test, testSession, useSession } from '../fixtures';

// A store's owner invites a helper by e-mail; the helper follows the link, joins as packer and
// lands in the dashboard with the store's orders.

test('the owner invites a packer who joins with the e-mailed link', async ({ page, request, browser }) => {
  const owner = await testSession(request, { email: 'seller@upahar.demo' });
  const helper = await testSession(request);
  await useSession(page, owner.token);
  await gotoHydrated(page, '/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team of Annapurna Bakers' })).toBeVisible();
  // The demo packer is on the team already.
  await expect(page.getByText('packer@upahar.demo')).toBeVisible();

  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill('not an address');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('E-mail address').fill(helper.email);
  await form.getByLabel('Role').selectOption('packer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting.getByText(helper.email)).toBeVisible();

  const link = new URL(await mailedLink(request, helper.email, '/join-store'));
  const context = await browser.newContext();
  const joiner = await context.newPage();
  await useSession(joiner, helper.token);
  await gotoHydrated(joiner, `${link.pathname}${link.search}`);
  await expect(joiner.getByRole('heading', { name: 'Join Annapurna Bakers' })).toBeVisible();
  await joiner.getByRole('button', { name: 'Join the team' }).click();
  await expect(joiner).toHaveURL(/\/dashboard\/orders$/);
  await expect(joiner.getByRole('heading', { name: 'Orders to fulfil' })).toBeVisible();
  await context.close();

  await gotoHydrated(page, '/dashboard/team');
  await expect(page.getByRole('combobox', { name: `Role of ${helper.name}` })).toHaveValue('packer');
});

import { expect, gotoHydrated, test } from '../fixtures';

// Product pages and blog posts can be shared: plain links from the server's HTML (they work
// without a script), and Copy link once the page runs.

const PAGES = [
  { path: '/product/classic-black-forest-cake', kind: 'product page' },
  { path: '/blog/how-to-store-a-cake-in-kathmandu-summer', kind: 'blog post' },
];

for (const { path, kind } of PAGES) {
  test(`a ${kind} offers share links without a script`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const url = encodeURIComponent(`${new URL(baseURL ?? page.url()).origin}${path}`);
    const share = page.getByRole('list', { name: 'Share' });
    const link = (name: string) => share.getByRole('link', { name: `Share on ${name}` });
    await expect(link('Facebook')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(link('WhatsApp')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.+${url}$`));
    await expect(link('Viber')).toHaveAttribute('href', new RegExp(`^viber://forward\\?text=.+${url}$`));
    await expect(link('X')).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?text=.+&url=${url}$`),
    );
    // Copying needs a script: it is not offered where it could not work.
    await expect(share.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await context.close();
  });
}

test('Copy link puts the page’s address on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = PAGES[0].path;
  await gotoHydrated(page, path);
  await page.getByRole('list', { name: 'Share' }).getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href);
});

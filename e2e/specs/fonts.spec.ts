import { expect, test } from '../fixtures';

// Devanagari comes from a bundled font, declared for the script's letters only: a page in Latin
// letters never downloads it, and Nepali text gets it whatever fonts the phone has.

test('the Devanagari font is fetched only for Devanagari text, and draws it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(r.url());
  });
  await page.goto('/product/classic-black-forest-cake');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);

  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'मंसिर १४, २०८३';
    document.querySelector('main')?.prepend(note);
  });
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('400 16px "Noto Sans Devanagari"', 'मंसिर')))
    .toBe(true);
  expect(fonts.some((f) => f.includes('noto-sans-devanagari-devanagari-400'))).toBe(true);
});

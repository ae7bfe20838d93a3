import type { Page } from '@playwright/test';
import { orderViaApi, ready } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A photo cake: the shopper adds a picture (a small one prints blurry and is said so), sees it on
// the cake, and orders; a refused word in the message is named beside the field. The store asks
// for another picture, the shopper sends one from the order page, and the store approves it.

const CAKE = 'strawberry-photo-cake';

/** A picture of `side` × `side` pixels drawn by the browser's canvas (a sun on a sky). */
async function picture(page: Page, side: number) {
  const base64 = await page.evaluate((s) => {
    const canvas = document.createElement('canvas');
    canvas.width = s;
    canvas.height = s;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#7cc4f4';
    g.fillRect(0, 0, s, s);
    g.fillStyle = '#f4b400';
    g.beginPath();
    g.arc(s / 2, s / 2, s / 4, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  }, side);
  return { name: `photo-${side}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

for (const width of [390, 1440]) {
  test(`photo cake at ${width} px: upload, preview, refused word, order, ask for another, approve`, async ({
    page,
    request,
    shopper,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, `/product/${CAKE}`);
    const make = page.getByRole('region', { name: 'Make it yours' });

    // A small picture is taken, with a warning, and drawn on the cake.
    await make.getByLabel('Choose a photo').setInputFiles(await picture(page, 500));
    await expect(make.getByTestId('photo-preview')).toBeVisible();
    await expect(
      make.getByText('This picture may print blurry on a 2 lb cake', { exact: false }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`photo-preview-${width}.png`), fullPage: false });

    // A refused word is named beside the message, with its reason.
    const message = make.getByLabel('Message on the cake');
    await message.fill('Happy birthday you i.d.i.o.t');
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).click();
    await expect(make.getByText("‘idiot’ can't be written on a cake: offensive language")).toBeVisible();
    await message.fill('Happy birthday Aama');
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).click();
    await expect(page.getByText('Added to your cart').first()).toBeVisible();

    const orderId = await orderViaApi(request, shopper.token, []);

    // The store asks for another picture, with a reason.
    const seller = await testSession(request, { email: 'seller@upahar.demo' });
    const detail = await (
      await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      })
    ).json();
    const { number } = detail.data.order.parts[0];
    const sellerPage = await page
      .context()
      .browser()
      ?.newPage({ viewport: { width, height: 900 } });
    if (!sellerPage) throw new Error('no browser');
    await useSession(sellerPage, seller.token);
    const openCard = async () => {
      await gotoHydrated(sellerPage, `/dashboard/orders?q=${encodeURIComponent(number)}`);
      const card = sellerPage.locator('article').filter({ hasText: number });
      await card.getByRole('button', { name: 'Order details' }).click();
      return card.getByRole('region', { name: /^Photo for / });
    };
    let photo = await openCard();
    await expect(photo.getByTestId('photo-state')).toHaveText("Photo waiting for the store's approval");
    await photo.getByRole('button', { name: 'Ask for another' }).click();
    await photo.getByLabel('What should the shopper change?').fill('Please send a larger picture');
    await photo.getByRole('button', { name: 'Send request' }).click();
    await expect(sellerPage.getByText('The shopper was asked for another photo').first()).toBeVisible();

    // The shopper sees it and sends another.
    await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
    await expect(page.getByTestId('photo-state')).toHaveText('The store asked for another photo');
    await expect(page.getByText('Please send a larger picture')).toBeVisible();
    await ready(page);
    await page.getByLabel('Upload another photo').setInputFiles(await picture(page, 1100));
    await expect(page.getByText('New photo sent to the store for approval').first()).toBeVisible();
    await expect(page.getByTestId('photo-state')).toHaveText("Photo waiting for the store's approval");

    // The store approves it.
    photo = await openCard();
    await photo.getByRole('button', { name: 'Approve photo' }).click();
    await expect(sellerPage.getByText('Photo approved').first()).toBeVisible();
    await sellerPage.screenshot({
      path: test.info().outputPath(`photo-review-${width}.png`),
      fullPage: true,
    });
    await sellerPage.close();
    await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
    await expect(page.getByTestId('photo-state')).toHaveText('Photo approved');
  });
}

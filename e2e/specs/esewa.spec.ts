import { createHmac } from 'node:crypto';
import type { Route } from '@playwright/test';
import { addToCartApi, fillNewAddress, ready, toPaymentStep } from '../buying';
import { expect, test } from '../fixtures';

// Outside production the shop offers eSewa's test environment with eSewa's published test
// merchant. The browser never reaches eSewa here: its form POST to the sandbox is answered
// locally, the way eSewa answers it (a redirect back to the shop), signed with the public key.

const ESEWA_FORM = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
const TEST_KEY = '8gBm/:&EnhH.1/q';
const sign = (message: string) => createHmac('sha256', TEST_KEY).update(message).digest('base64');

type Post = { method: string; contentType: string; fields: Record<string, string> };

/** eSewa's success answer for a posted form: base64 JSON signed over its signed_field_names. */
function successData(fields: Record<string, string>) {
  const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
  const answer: Record<string, string> = {
    transaction_code: '000E2E1',
    status: 'COMPLETE',
    total_amount: fields.total_amount,
    transaction_uuid: fields.transaction_uuid,
    product_code: fields.product_code,
    signed_field_names: names,
  };
  const message = names
    .split(',')
    .map((n) => `${n}=${answer[n]}`)
    .join(',');
  return Buffer.from(JSON.stringify({ ...answer, signature: sign(message) })).toString('base64');
}

test("pays with eSewa's test environment: a signed form to the sandbox, cancelled once, then paid", async ({
  page,
  request,
  shopper: me,
  baseURL,
}) => {
  const posts: Post[] = [];
  await page.route(`${ESEWA_FORM}**`, async (route: Route) => {
    const req = route.request();
    const fields = Object.fromEntries(new URLSearchParams(req.postData() ?? ''));
    posts.push({ method: req.method(), contentType: (await req.allHeaders())['content-type'] ?? '', fields });
    // The shopper cancels at eSewa the first time and pays the second.
    const location =
      posts.length === 1
        ? fields.failure_url
        : `${fields.success_url}?data=${encodeURIComponent(successData(fields))}`;
    await route.fulfill({ status: 302, headers: { location } });
  });

  await addToCartApi(request, me.token, 'dozen-red-roses-bouquet');
  await page.goto('/cart?step=2');
  await ready(page);
  await fillNewAddress(page, { receiver: 'Sita Gurung', phone: '9803334455', landmark: 'Near the stupa' });
  await toPaymentStep(page);
  const esewa = page.getByRole('radio', { name: /eSewa \(test environment: no real money\)/ });
  await expect(esewa).toBeVisible();
  await expect(page.getByText('Log in with eSewa ID 9806800001')).toBeVisible();
  // The pretend gateway is still there for tests.
  await expect(page.getByRole('radio', { name: /Test gateway/ })).toBeVisible();
  await esewa.check();
  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();

  await page.waitForURL(/order-confirmation/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  expect(posts).toHaveLength(1);
  const [first] = posts;
  expect(first.method).toBe('POST');
  expect(first.contentType).toContain('application/x-www-form-urlencoded');
  const { fields } = first;
  expect(fields).toMatchObject({
    product_code: 'EPAYTEST',
    tax_amount: '0',
    product_service_charge: '0',
    product_delivery_charge: '0',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    success_url: `${baseURL}/api/V2/payments/esewa/return`,
  });
  expect(fields.amount).toBe(fields.total_amount);
  expect(Number(fields.total_amount)).toBeGreaterThan(0);
  expect(fields.failure_url).toBe(
    `${baseURL}/api/V2/payments/esewa/return?result=failure&ref=${fields.transaction_uuid}`,
  );
  expect(fields.signature).toBe(
    sign(
      `total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=EPAYTEST`,
    ),
  );

  await ready(page);
  await page.getByRole('button', { name: 'Try paying again' }).click();
  await page.waitForURL(/order-confirmation.*status=success/);
  await expect(page.getByRole('heading', { name: /is paid and placed/ })).toBeVisible();
  expect(posts).toHaveLength(2);
  // A new attempt: its own transaction, signed again, for the same amount.
  expect(posts[1].fields.transaction_uuid).not.toBe(fields.transaction_uuid);
  expect(posts[1].fields.total_amount).toBe(fields.total_amount);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { tinyPng } from './buying';
import { expect, testSession } from './fixtures';

// A new seller with a store of their own, opened through the API (sell.spec walks the pages of
// applying and approving): specs that change a store's settings use one so they never disturb
// the demo stores that other specs buy from at the same time. And a store's last steps with an
// order: delivering it through the API, or confirming the delivery in the page's dialog.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Place = { id: number; name: string; district: string };

/** Applies as `seller` for a store that serves the first delivery location; an admin approves it. */
export async function openStore(
  request: APIRequestContext,
  seller: { token: string },
  businessName: string,
): Promise<{ place: Place }> {
  const { applicationId, place } = await applyToSell(request, seller, businessName);
  await approveApplication(request, applicationId);
  return { place };
}

/** Sends `seller`'s application to sell, for a store that serves the first delivery location. */
export async function applyToSell(
  request: APIRequestContext,
  seller: { token: string },
  businessName: string,
): Promise<{ applicationId: string; place: Place }> {
  const auth = { authorization: `Bearer ${seller.token}` };
  const upload = await request.post('/api/V2/upload/file', {
    headers: auth,
    multipart: { file: { name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const documentId = (await upload.json()).data.id;
  const options = (await (await request.get('/api/V2/seller-application/options', { headers: auth })).json())
    .data;
  // The store serves the place the shopper's address will be in (buying.ts uses the first).
  const places = (await (await request.get('/api/V2/delivery-locations')).json()).data.deliveryLocations;
  const place: Place = places[0];
  const cakes = options.categories.find((c: { name: string }) => c.name === 'Cakes') ?? options.categories[0];
  const applied = await request.post('/api/V2/seller-applications', {
    headers: auth,
    data: {
      businessName,
      panNumber: '601234568',
      phone: '9841234567',
      address: 'Baluwatar, Kathmandu',
      district: place.district,
      locationIds: [place.id],
      categoryIds: [cakes.id],
      documentIds: [documentId],
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { applicationId: (await applied.json()).data.id, place };
}

/** An admin approves the application through the API: the store opens, the applicant becomes a seller. */
export async function approveApplication(request: APIRequestContext, applicationId: string) {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const approved = await request.post(`/api/dashboard/v1/applications/${applicationId}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * Moves a part of an order along to delivered through the API, as its store or an admin would.
 * The orders of these specs are for their first delivery day, which may be ahead of the shop's
 * clock, so the delivery says it is early on purpose (the server refuses it otherwise).
 */
export async function deliverViaApi(request: APIRequestContext, token: string, partId: string) {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const res = await request.post(`/api/dashboard/v1/orders/${partId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status, early: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * In the screen "Deliver" opens on a store's order card: gives the proof (a photo and who took
 * it), ticks that the delivery is early when the order is for a later day, and confirms.
 */
export async function confirmDelivery(page: Page, receivedBy = 'Aarati Gurung') {
  const dialog = page.getByRole('dialog', { name: /^Deliver / });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel(/Take a photo/)
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByLabel('Received by').fill(receivedBy);
  const early = dialog.getByRole('checkbox', { name: /It really was delivered early/ });
  if (await early.count()) await early.check();
  await dialog.getByRole('button', { name: /^(Delivered, cash collected|Yes, it was delivered)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

import {
  addDays,
  formatDate,
  ZDeliveryEligibilityResponse,
  ZDeliveryLocationsResponse,
  ZErrorResponse,
  ZLocationByGpsResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createDeliveryLocation, createProduct, createStore } from '../../db/factories/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { checkDeliveryEligibility } from './service.ts';

const { get } = api(t);
const error = async (url: string, status = 400) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  return ZErrorResponse.parse(res.json()).message;
};

/** A Lazimpat bakery, Thamel (2 km away) and Dhulikhel (about 25 km). */
async function valley() {
  const store = await createStore(t.db, { name: 'Lazimpat Bakers', lat: 27.7218, lng: 85.3207 });
  const thamel = await createDeliveryLocation(t.db, {
    name: 'Thamel',
    slug: 'thamel',
    lat: 27.7154,
    lng: 85.3123,
    deliveryChargePaisa: 10_000,
    sortOrder: 1,
  });
  const dhulikhel = await createDeliveryLocation(t.db, {
    name: 'Dhulikhel',
    slug: 'dhulikhel',
    district: 'Bhaktapur',
    lat: 27.6253,
    lng: 85.5561,
    deliveryChargePaisa: 25_000,
    sortOrder: 2,
  });
  const closed = await createDeliveryLocation(t.db, { name: 'Closed Area', isActive: false, sortOrder: 3 });
  return { store, thamel, dhulikhel, closed };
}

describe('delivery-locations and location-by-gps', () => {
  it('lists active locations with aliases, cached for an hour', async () => {
    const { thamel } = await valley();
    await createDeliveryLocation(t.db, { name: 'New Baneshwor', slug: 'new-baneshwor', sortOrder: 0 });
    const res = await get('delivery-locations');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = ZDeliveryLocationsResponse.parse(res.json());
    expect(data.deliveryLocations.map((l) => l.name)).toEqual(['New Baneshwor', 'Thamel', 'Dhulikhel']);
    expect(data.deliveryLocations[1]).toMatchObject({ id: thamel.id, charge: 10_000, district: 'Kathmandu' });
    expect(data.alias.thamel).toBe(thamel.id);
    expect(data.alias.baneshwor).toBe(data.deliveryLocations[0].id);
  });

  it('finds the nearest area to a GPS point and refuses points outside the valley', async () => {
    const { thamel } = await valley();
    const res = await get('location-by-gps?latitude=27.7160&longitude=85.3130');
    const { data } = ZLocationByGpsResponse.parse(res.json());
    expect(data).toMatchObject({ id: thamel.id, name: 'Thamel' });
    expect(data.distanceKm).toBeLessThan(1);
    // Pokhara.
    expect(await error('location-by-gps?latitude=28.2096&longitude=83.9856')).toBe(
      'We deliver only within the Kathmandu valley',
    );
    expect(await error('location-by-gps?latitude=abc&longitude=85.3')).toMatch(/latitude/);
    expect(await error('location-by-gps?latitude=95&longitude=85.3')).toMatch(/latitude/);
  });
});

describe('check-delivery-location-eligibility', () => {
  it('accepts a near location on a possible date, with the charge', async () => {
    const { store, thamel } = await valley();
    const cake = await createProduct(t.db, { storeId: store.id, prepHours: 4, isSameDay: false });
    const { tomorrow } = freezeKathmandu(10);
    const res = await get(
      `check-delivery-location-eligibility?productId=${cake.id}&locationId=${thamel.id}&date=${tomorrow}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZDeliveryEligibilityResponse.parse(res.json());
    expect(data).toMatchObject({ eligible: true, charge: 10_000, date: tomorrow, earliestDate: tomorrow });
    expect(data.message).toBe(`Delivered to Thamel on ${formatDate(tomorrow, 'day', { now: clock.now() })}`);
  });

  it('refuses today for a product without same-day delivery, naming the earliest date', async () => {
    const { store, thamel } = await valley();
    const cake = await createProduct(t.db, { storeId: store.id, prepHours: 2, isSameDay: false });
    const { today } = freezeKathmandu(10);
    const { data } = ZDeliveryEligibilityResponse.parse(
      (
        await get(
          `check-delivery-location-eligibility?productId=${cake.id}&locationId=${thamel.id}&date=${today}`,
        )
      ).json(),
    );
    expect(data.eligible).toBe(false);
    expect(data.message).toMatch(
      /^Same-day delivery is not available for this product\. The earliest delivery date is /,
    );
    expect(data.earliestDate).toBe(addDays(today, 1));
  });

  it('refuses a shop too far away and an inactive location', async () => {
    const { store, dhulikhel, closed } = await valley();
    const cake = await createProduct(t.db, { storeId: store.id });
    const far = ZDeliveryEligibilityResponse.parse(
      (
        await get(`check-delivery-location-eligibility?productId=${cake.id}&locationId=${dhulikhel.id}`)
      ).json(),
    ).data;
    expect(far.eligible).toBe(false);
    expect(far.message).toMatch(
      /^Lazimpat Bakers does not deliver to Dhulikhel \(2\d\.\d km away; shops deliver up to 15 km\)$/,
    );
    expect(far.earliestDate).toBeNull();
    const off = ZDeliveryEligibilityResponse.parse(
      (await get(`check-delivery-location-eligibility?productId=${cake.id}&locationId=${closed.id}`)).json(),
    ).data;
    expect(off).toMatchObject({ eligible: false, message: 'We do not deliver to Closed Area at the moment' });
  });

  it('refuses sold-out ready-made products', async () => {
    const { store, thamel } = await valley();
    const gone = await createProduct(t.db, { storeId: store.id, stock: 0 });
    const { data } = ZDeliveryEligibilityResponse.parse(
      (await get(`check-delivery-location-eligibility?productId=${gone.id}&locationId=${thamel.id}`)).json(),
    );
    expect(data).toMatchObject({ eligible: false, message: 'This product is sold out' });
  });

  it('answers bad input with 4xx and a message', async () => {
    const { store, thamel } = await valley();
    const cake = await createProduct(t.db, { storeId: store.id });
    const base = `check-delivery-location-eligibility?productId=${cake.id}`;
    const { today } = freezeKathmandu(10);
    const yesterday = addDays(today, -1);
    expect(await error(`${base}&locationId=${thamel.id}&date=${yesterday}`)).toBe(
      'Choose today or a later date',
    );
    expect(await error(`${base}&locationId=${thamel.id}&date=${addDays(today, 200)}`)).toBe(
      'Choose a date within the next 90 days',
    );
    expect(await error(`${base}&locationId=${thamel.id}&date=2026-02-30`)).toMatch(/year-month-day/);
    expect(await error(`${base}&locationId=999999`, 404)).toBe('Delivery location was not found');
    expect(await error(`${base}&locationId=abc`)).toMatch(/delivery location/i);
    // Were 500s: an id beyond PostgreSQL's integer, a NUL in the product id.
    expect(await error(`${base}&locationId=3000000000`)).toMatch(/delivery location/i);
    expect(await error(`check-delivery-location-eligibility?productId=a%00&locationId=${thamel.id}`)).toMatch(
      /NUL character/,
    );
    expect(
      await error(`check-delivery-location-eligibility?productId=nope&locationId=${thamel.id}`, 404),
    ).toBe('Product was not found');
  });
});

describe('delivery dates around the Kathmandu clock (UTC+5:45)', () => {
  it('uses the cut-off at 18:00 Kathmandu, minus the preparation time', async () => {
    const { store, thamel } = await valley();
    const sameDay = await createProduct(t.db, { storeId: store.id, prepHours: 4, isSameDay: true });
    const check = (now: string, date?: string) =>
      checkDeliveryEligibility({
        db: t.db,
        productId: sameDay.id,
        locationId: thamel.id,
        date,
        now: new Date(now),
      });

    // 13:45 in Kathmandu (08:00 UTC): ready by 17:45, before 18:00, so today.
    const early = await check('2026-05-14T08:00:00Z');
    expect(early).toMatchObject({ eligible: true, date: '2026-05-14', earliestDate: '2026-05-14' });
    // 14:15 in Kathmandu: 4 hours takes it past 18:00, so tomorrow.
    const late = await check('2026-05-14T08:30:00Z', '2026-05-14');
    expect(late).toMatchObject({ eligible: false, earliestDate: '2026-05-15' });
    expect(late.message).toMatch(/too late for today/);
    // 18:20 UTC on the 14th is already 00:05 on the 15th in Kathmandu: the 14th is the past.
    await expect(check('2026-05-14T18:20:00Z', '2026-05-14')).rejects.toThrow('Choose today or a later date');
    const justAfterMidnight = await check('2026-05-14T18:20:00Z');
    expect(justAfterMidnight).toMatchObject({ eligible: true, date: '2026-05-15' });
  });

  it("follows the store's own same-day cut-off when it set one, written in the shop's time style", async () => {
    const store = await createStore(t.db, {
      name: 'Cut-off Bakers',
      lat: 27.7218,
      lng: 85.3207,
      sameDayCutoffHour: 15,
    });
    const { thamel } = await valley();
    const cake = await createProduct(t.db, { storeId: store.id, prepHours: 4, isSameDay: true });
    const check = (now: string, date?: string) =>
      checkDeliveryEligibility({
        db: t.db,
        productId: cake.id,
        locationId: thamel.id,
        date,
        now: new Date(now),
      });
    // 14:30 in Kathmandu: past the shop's "ready by 18:00" for 4 hours, but the store takes orders until 15:00.
    expect(await check('2026-05-14T08:45:00Z')).toMatchObject({ eligible: true, date: '2026-05-14' });
    // 15:10 in Kathmandu: too late, and the store's hour is the reason.
    const late = await check('2026-05-14T09:25:00Z', '2026-05-14');
    expect(late).toMatchObject({ eligible: false, earliestDate: '2026-05-15' });
    expect(late.message).toBe(
      'Cut-off Bakers does not deliver on Thu 14 May (same-day orders close at 3 pm). The earliest delivery date is Fri 15 May.',
    );
  });

  it('puts long preparations days ahead', async () => {
    const { store, thamel } = await valley();
    const wedding = await createProduct(t.db, { storeId: store.id, prepHours: 48, isSameDay: false });
    // 10:00 in Kathmandu on the 14th: 48 hours later is 10:00 on the 16th, before that day's cut-off.
    const r = await checkDeliveryEligibility({
      db: t.db,
      productId: wedding.id,
      locationId: thamel.id,
      date: '2026-05-15',
      now: new Date('2026-05-14T04:15:00Z'),
    });
    expect(r).toMatchObject({ eligible: false, earliestDate: '2026-05-16' });
    expect(r.message).toBe('It takes 48 hours to prepare. The earliest delivery date is Sat 16 May.');
  });
});

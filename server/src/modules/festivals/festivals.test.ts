import { ZFestivalsResponse, ZStaffCampaignResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// Admins keep the festivals (lunar ones move every year); shoppers read the ones overlapping the
// days they look at, and a campaign's page names the festival it is tied to.

const shop = api(t);
const desk = api(t, { base: DASHBOARD });

const tihar = { name: 'Tihar', nameNe: 'तिहार', startsOn: '2027-10-27', endsOn: '2027-10-31' };

async function adminAdds(body: Record<string, unknown>) {
  const admin = await quickUser(t.db, { role: 'admin' });
  const res = await desk.post('festivals', body, admin);
  expect(res.statusCode, res.body).toBe(201);
  return { admin, id: res.json().data.festival.id as number };
}

describe('festivals', () => {
  it('are kept by admins only: sellers and customers 403, strangers 401', async () => {
    const { id } = await adminAdds(tihar);
    for (const role of ['seller', 'customer'] as const) {
      const who = await quickUser(t.db, { role });
      for (const [method, path] of [
        ['GET', 'festivals'],
        ['POST', 'festivals'],
        ['PUT', `festivals/${id}`],
        ['DELETE', `festivals/${id}`],
      ] as const) {
        const res = await desk.request(method, path, method === 'GET' ? undefined : tihar, who);
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await desk.get('festivals')).statusCode).toBe(401);
  });

  it('are added, listed, changed and deleted, each change in the audit log', async () => {
    const { admin, id } = await adminAdds(tihar);
    await adminAdds({
      name: "Valentine's Day",
      nameNe: 'भ्यालेन्टाइन डे',
      startsOn: '2027-02-14',
      endsOn: '2027-02-14',
    });
    const listed = ZFestivalsResponse.parse((await desk.get('festivals', admin)).json()).data.festivals;
    // The latest first.
    expect(listed.map((f) => f.name)).toEqual(['Tihar', "Valentine's Day"]);

    const moved = await desk.put(
      `festivals/${id}`,
      { ...tihar, startsOn: '2027-10-28', endsOn: '2027-11-01' },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Festival saved',
      data: { festival: { id, startsOn: '2027-10-28', endsOn: '2027-11-01' } },
    });

    const gone = await desk.del(`festivals/${id}`, admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Festival deleted');
    expect((await desk.del(`festivals/${id}`, admin)).statusCode).toBe(404);
    const missing = await desk.put(`festivals/${id}`, tihar, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The festival was not found');

    await t.app.afterAnswer.settled();
    const changes = await t.db.select().from(auditChanges).where(eq(auditChanges.entity, 'festival'));
    expect(
      changes.filter((c) => c.entityId === String(id)).map((c) => [c.before === null, c.after === null]),
    ).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('refuses what is not a festival with a message on the field, never a 500', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...tihar, name: '  ' }, 'name', "Enter the festival's name in English"],
      [{ ...tihar, nameNe: undefined }, 'nameNe', "Enter the festival's name in Nepali"],
      [
        { ...tihar, startsOn: '2027-02-30' },
        'startsOn',
        'Choose the first day: a real date, like 2027-10-29',
      ],
      [{ ...tihar, endsOn: 'soon' }, 'endsOn', 'Choose the last day: a real date, like 2027-10-29'],
      [{ ...tihar, endsOn: '2027-10-26' }, 'endsOn', 'The last day cannot be before the first'],
      [{ ...tihar, endsOn: '2027-12-31' }, 'endsOn', 'A festival lasts 31 days at most'],
      [{ ...tihar, name: 'x'.repeat(81) }, 'name', 'Keep the name under 80 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await desk.post('festivals', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect((await desk.put('festivals/abc', tihar, admin)).statusCode).toBe(400);
    expect((await desk.get('festivals', admin)).json().data.festivals).toEqual([]);
  });

  it('shows shoppers the festivals overlapping the days asked, cacheable, and checks the days', async () => {
    await adminAdds(tihar);
    await adminAdds({ name: 'Teej', nameNe: 'तीज', startsOn: '2027-09-03', endsOn: '2027-09-03' });
    const days = async (from: string, to: string) => {
      const res = await shop.get(`festivals?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZFestivalsResponse.parse(res.json()).data.festivals.map((f) => f.name);
    };
    expect(await days('2027-10-31', '2027-11-10')).toEqual(['Tihar']);
    expect(await days('2027-09-01', '2027-10-27')).toEqual(['Teej', 'Tihar']);
    expect(await days('2027-09-04', '2027-10-26')).toEqual([]);
    const res = await shop.get('festivals?from=2027-09-01&to=2027-09-30');
    expect(res.headers['cache-control']).toBe('public, max-age=300');

    const backwards = await shop.get('festivals?from=2027-10-10&to=2027-10-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual(['Choose the last day to look at, not before the first']);
    const unreal = await shop.get('festivals?from=2027-13-01&to=2027-10-01');
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().errors.from).toBeDefined();
    expect((await shop.get('festivals?from=2027-01-01&to=2029-01-01')).statusCode).toBe(400);
    expect((await shop.get('festivals')).statusCode).toBe(400);
  });

  it("ties a campaign to a festival, shown on the campaign's page; deleting the festival unties it", async () => {
    const { admin, id: festivalId } = await adminAdds(tihar);
    const now = clock.now().getTime();
    const slug = `tihar-gifts-${now.toString(36)}`;
    const made = await desk.post(
      'campaigns',
      {
        name: 'Tihar Gifts',
        slug,
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
        isPublished: true,
        festivalId,
      },
      admin,
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.campaign.id as number;
    const staffView = ZStaffCampaignResponse.parse((await desk.get(`campaigns/${id}`, admin)).json());
    expect(staffView.data.campaign.festivalId).toBe(festivalId);
    const page = (await shop.get(`campaign/${slug}`)).json().data;
    expect(page.festival).toEqual({ id: festivalId, ...tihar });

    const body = { ...staffView.data.campaign, festivalId: 999_999 };
    const unknown = await desk.put(`campaigns/${id}`, body, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.festivalId).toEqual(['Choose a festival from the list']);
    const notANumber = await desk.put(`campaigns/${id}`, { ...body, festivalId: 'Tihar' }, admin);
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors.festivalId).toEqual(['Choose a festival']);

    expect((await desk.del(`festivals/${festivalId}`, admin)).statusCode).toBe(200);
    expect((await shop.get(`campaign/${slug}`)).json().data.festival).toBeNull();
    const untied = ZStaffCampaignResponse.parse((await desk.get(`campaigns/${id}`, admin)).json());
    expect(untied.data.campaign.festivalId).toBeNull();
  });
});

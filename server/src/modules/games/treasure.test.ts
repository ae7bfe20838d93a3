import { ZDigResponse, ZStaffTreasureHuntResponse, ZTreasureHuntResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, prizeAwards, treasures } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { meetAt } from '../../test/race.ts';
import { adminUser, dash, makeHunt, shop, statuses } from './test-kit.ts';
import { ALREADY_DUG, NO_DIGS_LEFT } from './treasure-dig.ts';

// The treasure dig: where treasure hides stays on the server until found, each treasure has one
// finder however many dig at once, and digs are counted against the shopper's allowance.

describe('treasure dig', () => {
  it('the hunt shows its spots and digs left, and never where the treasure hides', async () => {
    const admin = await adminUser();
    const { hunt, campaign, products } = await makeHunt(admin, { spots: 4, buried: 2 });
    const visitor = await shop.post('treasure', { campaign: campaign.slug }, null);
    expect(visitor.statusCode).toBe(200);
    const seen = ZTreasureHuntResponse.parse(visitor.json()).data.hunt;
    expect(seen).toMatchObject({
      id: hunt.id,
      remaining: 2,
      found: [],
      digsLeft: null,
      dug: [],
      state: 'running',
    });
    expect(seen.spots.map((s) => s.id)).toEqual(products.map((p) => p.id));
    const me = await quickUser(t.db);
    const mine = await shop.post('treasure', { huntId: hunt.id }, me);
    expect(mine.json().data.hunt.digsLeft).toBe(3);
    // Nothing in the answer tells a buried treasure's product apart from the others.
    for (const body of [visitor.body, mine.body]) {
      expect(body).not.toMatch(/treasureId|prizeId|"treasures"/);
      expect(body.split(products[0].id).length).toBe(body.split(products[3].id).length);
    }
    expect((await shop.post('treasure', { campaign: 'no-such-campaign' }, null)).statusCode).toBe(404);
    // The campaign page knows there is a hunt to show before asking for it.
    const page = await t.app.inject({ method: 'GET', url: `/api/V2/campaign/${campaign.slug}` });
    expect(page.json().data.treasureHunt).toBe(true);
    expect((await shop.post('treasure', {}, null)).statusCode).toBe(400);

    // The first test of the file also pays for starting the app.
  }, 60_000);

  it('a visitor cannot dig', async () => {
    const { hunt, products } = await makeHunt(await adminUser());
    const res = await shop.post('treasure/dig', { treasureId: hunt.id, productId: products[0].id }, null);
    expect(res.statusCode).toBe(401);
  });

  it('digging finds the treasure once, shows it with its product, and counts digs', async () => {
    const { hunt, campaign, products, prize } = await makeHunt(await adminUser(), {
      spots: 5,
      body: { digsPerUser: 2 },
    });
    const me = await quickUser(t.db);
    const dig = (productId: string, who = me) =>
      shop.post('treasure/dig', { treasureId: hunt.id, productId }, who);
    const empty = ZDigResponse.parse((await dig(products[4].id)).json()).data;
    expect(empty).toMatchObject({ found: false, prize: null, digsLeft: 1, remaining: 1 });
    expect(empty.product.id).toBe(products[4].id);
    const again = await dig(products[4].id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DUG);
    const found = ZDigResponse.parse((await dig(products[0].id)).json()).data;
    expect(found).toMatchObject({ found: true, digsLeft: 0, remaining: 0, prize: { title: prize.title } });
    const over = await dig(products[1].id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(NO_DIGS_LEFT);
    const other = await quickUser(t.db, { name: 'Bishnu Thapa' });
    const late = ZDigResponse.parse((await dig(products[0].id, other)).json()).data;
    expect(late).toMatchObject({ found: false, prize: null });
    const view = ZTreasureHuntResponse.parse(
      (await shop.post('treasure', { campaign: campaign.slug }, me)).json(),
    ).data.hunt;
    expect(view.found).toMatchObject([{ productId: products[0].id, prizeTitle: prize.title }]);
    expect(view.dug.sort()).toEqual([products[0].id, products[4].id].sort());
    expect(view.digsLeft).toBe(0);
    const [award] = await t.db.select().from(prizeAwards).where(eq(prizeAwards.userId, me.user.id));
    const [treasure] = await t.db.select().from(treasures).where(eq(treasures.huntId, hunt.id));
    expect(award.sourceKey).toBe(`treasure:${treasure.id}`);
    const unknown = await dig('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('100 shoppers digging the same treasure at once: exactly one finds it', async () => {
    const { hunt, products } = await makeHunt(await adminUser(), { spots: 2 });
    const diggers = [];
    for (let i = 0; i < 100; i++) diggers.push(await quickUser(t.db));
    meetAt('treasure-dig:start', diggers.length);
    const results = await Promise.all(
      diggers.map((u) => shop.post('treasure/dig', { treasureId: hunt.id, productId: products[0].id }, u)),
    );
    expect(statuses(results)).toEqual({ 200: 100 });
    expect(results.filter((r) => r.json().data.found)).toHaveLength(1);
    const [treasure] = await t.db.select().from(treasures).where(eq(treasures.huntId, hunt.id));
    const awards = await t.db
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.sourceKey, `treasure:${treasure.id}`));
    expect(awards).toHaveLength(1);
    expect(awards[0].userId).toBe(treasure.foundBy);
  }, 60_000);

  it("one shopper's parallel digs never exceed the allowance", async () => {
    const { hunt, products } = await makeHunt(await adminUser(), { spots: 8, body: { digsPerUser: 3 } });
    const me = await quickUser(t.db);
    const spots = [...products, ...products].map((p) => p.id);
    meetAt('treasure-dig:start', spots.length);
    const results = await Promise.all(
      spots.map((productId) => shop.post('treasure/dig', { treasureId: hunt.id, productId }, me)),
    );
    expect(statuses(results)).toEqual({ 200: 3, 409: 13 });
  }, 60_000);

  it('admins see where treasure hides and who found it; writes are audited; others are refused', async () => {
    const admin = await adminUser();
    const { hunt, products, body } = await makeHunt(admin, { spots: 3 });
    const finder = await quickUser(t.db, { name: 'Aarati Shrestha' });
    await shop.post('treasure/dig', { treasureId: hunt.id, productId: products[0].id }, finder);
    const staff = ZStaffTreasureHuntResponse.parse(
      (await dash.get(`treasure-hunts/${hunt.id}`, admin)).json(),
    ).data.hunt;
    expect(staff).toMatchObject({ treasures: 1, found: 1, digs: 1 });
    expect(staff.buried[0]).toMatchObject({ productId: products[0].id, finder: { name: 'Aarati Shrestha' } });
    const bad = await dash.put(
      `treasure-hunts/${hunt.id}`,
      {
        ...body,
        treasures: [
          { productId: '00000000-0000-4000-8000-000000000000', prizeId: body.treasures[0].prizeId },
        ],
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.treasures).toEqual(['Bury treasures only under the products offered']);
    // Re-burying: the found treasure stays found, a new one goes under the second product.
    const moved = await dash.put(
      `treasure-hunts/${hunt.id}`,
      {
        ...body,
        treasures: [...body.treasures, { productId: products[1].id, prizeId: body.treasures[0].prizeId }],
      },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.hunt).toMatchObject({ treasures: 2, found: 1 });
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.entityId, String(hunt.id)));
    expect(audit.filter((a) => a.entity === 'treasure hunt')).toHaveLength(2);
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get('treasure-hunts', seller)).statusCode).toBe(403);
    const list = await dash.get('treasure-hunts', admin);
    expect(list.json().data.campaigns.length).toBeGreaterThan(0);
  });
});

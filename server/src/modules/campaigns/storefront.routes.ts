import { CAMPAIGN_PRODUCTS_PER_PAGE } from '@upahar/contract';
import {
  getCampaign,
  listCampaignDeals,
  listCampaignOffers,
  listCampaignProducts,
  listCampaignStores,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import {
  campaignDetails,
  campaignOffersOf,
  campaignProductsOf,
  campaignStoresOf,
  dealsByProduct,
} from './reads.ts';

// Prices change when a campaign or flash sale starts or ends: answers are kept by browsers and
// the shop's cache for a minute at most.
const SHORT = 'public, max-age=60';

export async function campaignRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, listCampaignDeals, async (req, reply) => {
    reply.header('Cache-Control', SHORT);
    return ok({ deals: await dealsByProduct({ db, ids: req.query.ids, now: clock.now() }) });
  });
  route(app, listCampaignOffers, async (req, reply) => {
    reply.header('Cache-Control', SHORT);
    return ok(await campaignOffersOf({ db, campaign: req.query.campaign, now: clock.now() }));
  });
  route(app, listCampaignStores, async (req, reply) => {
    reply.header('Cache-Control', SHORT);
    return ok(await campaignStoresOf({ db, campaign: req.query.campaign }));
  });
  route(app, listCampaignProducts, async (req, reply) => {
    reply.header('Cache-Control', SHORT);
    const { products, scope, total } = await campaignProductsOf({ db, ...req.query, now: clock.now() });
    return ok(
      { products, scope },
      { pagination: paginate(total, products.length, CAMPAIGN_PRODUCTS_PER_PAGE, req.query.page) },
    );
  });
  route(app, getCampaign, async (req, reply) => {
    reply.header('Cache-Control', SHORT);
    return ok(await campaignDetails({ db, id: req.params.id, now: clock.now() }));
  });
}

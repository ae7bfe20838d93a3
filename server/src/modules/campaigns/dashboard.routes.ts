import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import {
  addCampaignOffer,
  addFlashSale,
  campaignTargets,
  createCampaign,
  getStaffCampaign,
  listStaffCampaigns,
  removeCampaignOffer,
  removeFlashSale,
  updateCampaign,
  updateFlashSale,
  uploadCampaignImage,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { publishImage, readUploadedFile } from '../uploads/index.ts';
import * as staff from './staff.ts';

export async function campaignDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  // The picture route reads one file of at most 5 MB; without the plugin in this scope Fastify
  // would refuse every upload as "not JSON".
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });
  const admin = { guard: adminOnly };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };
  const now = () => clock.now();
  const saved = (message: string) => (campaign: Awaited<ReturnType<typeof staff.getStaffCampaign>>) =>
    ok({ campaign }, { message });

  route(
    app,
    listStaffCampaigns,
    async () => ok({ campaigns: await staff.listStaffCampaigns(db, now()) }),
    admin,
  );
  route(
    app,
    getStaffCampaign,
    async (req) => ok({ campaign: await staff.getStaffCampaign(db, req.params.id, now()) }),
    admin,
  );
  route(app, campaignTargets, async () => ok(await staff.campaignTargetsList(db)), admin);
  route(
    app,
    createCampaign,
    async (req) => saved('Campaign saved')(await staff.createCampaign({ db, body: req.body, now: now() })),
    writes,
  );
  route(
    app,
    updateCampaign,
    async (req) =>
      saved('Campaign saved')(
        await staff.updateCampaign({ db, id: req.params.id, body: req.body, now: now() }),
      ),
    writes,
  );
  route(
    app,
    addCampaignOffer,
    async (req) =>
      saved('Offer added')(
        await staff.addOffer({ db, campaignId: req.params.id, body: req.body, now: now() }),
      ),
    writes,
  );
  route(
    app,
    removeCampaignOffer,
    async (req) =>
      saved('Offer removed')(
        await staff.removeOffer({ db, campaignId: req.params.id, offerId: req.params.itemId, now: now() }),
      ),
    writes,
  );
  route(
    app,
    addFlashSale,
    async (req) =>
      saved('Flash sale added')(
        await staff.addFlash({ db, campaignId: req.params.id, body: req.body, now: now() }),
      ),
    writes,
  );
  route(
    app,
    updateFlashSale,
    async (req) =>
      saved('Flash sale saved')(
        await staff.updateFlash({
          db,
          campaignId: req.params.id,
          saleId: req.params.itemId,
          body: req.body,
          now: now(),
        }),
      ),
    writes,
  );
  route(
    app,
    removeFlashSale,
    async (req) =>
      saved('Flash sale removed')(
        await staff.removeFlash({ db, campaignId: req.params.id, saleId: req.params.itemId, now: now() }),
      ),
    writes,
  );
  route(
    app,
    uploadCampaignImage,
    async (req) => {
      const { bytes } = await readUploadedFile(req);
      return ok(await publishImage({ db, bucket: app.bucket, bytes, folder: 'campaigns' }), {
        message: 'Picture uploaded',
      });
    },
    { ...admin, config: limit(app, 30, '1 minute') },
  );
}

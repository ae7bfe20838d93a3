import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import * as clock from '../../lib/clock.ts';
import { pruneUnusedPictures } from '../media/index.ts';

/** Icons and banners uploaded for a campaign never saved, or replaced since, go after a day. */
export const pruneUnusedCampaignPictures = ({ db, now = clock.now() }: { db: Db; now?: Date }) =>
  pruneUnusedPictures({
    db,
    folder: 'campaigns',
    now,
    usedBy: (url) =>
      sql`exists (select 1 from ${campaigns} where ${campaigns.iconPath} = ${url} or ${campaigns.bannerPath} = ${url})`,
  });

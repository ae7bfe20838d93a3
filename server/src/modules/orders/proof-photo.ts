import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDeliveryProof } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryProofs } from '../../db/schema/orders.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { sendFile } from '../files/index.ts';

// A proof's photo shows a recipient at their door: it belongs to the order, not to the web. It is
// never under /uploads or /media; its address carries an expiry and a signature made with a
// secret kept on the proof itself, and is handed out only inside answers that already checked
// who asks (the shopper's order, the store's dashboard, an admin) or in the shopper's e-mail.

/** How long an address handed to a page works. */
const PAGE_LINK_MS = 6 * 60 * 60 * 1000;
/** How long the address in the delivery e-mail works. */
export const MAIL_LINK_DAYS = 14;

export const newPhotoSecret = () => randomBytes(32).toString('base64url');
export const proofPhotoKey = (partId: string) =>
  `private/delivery-proofs/${partId}-${randomBytes(8).toString('hex')}`;

const sign = (secret: string, partId: string, exp: number) =>
  createHmac('sha256', secret).update(`${partId}.${exp}`).digest('base64url');

/** `/api/V2/delivery-proofs/<part>/photo?exp=…&sig=…`, valid for `ms` from now. */
export function photoPath(partId: string, secret: string, ms = PAGE_LINK_MS): string {
  // Rounded up to the hour: the same address for an hour lets the browser keep its copy.
  const hour = 60 * 60 * 1000;
  const exp = Math.ceil((clock.now().getTime() + ms) / hour) * (hour / 1000);
  return `/api/V2/delivery-proofs/${partId}/photo?exp=${exp}&sig=${sign(secret, partId, exp)}`;
}

function signatureHolds(secret: string, partId: string, exp: number, sig: string): boolean {
  if (exp * 1000 < clock.now().getTime()) return false;
  const want = Buffer.from(sign(secret, partId, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

const ZPhotoParams = z.object({ partId: z.uuid('No such photo') });
const ZPhotoQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().max(100),
});

async function readPhoto(db: Db, partId: string, exp: number, sig: string) {
  const [row] = await db
    .select({
      secret: deliveryProofs.photoSecret,
      bytes: deliveryProofs.photoBytes,
      storageKey: deliveryProofs.storageKey,
    })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.partId, partId))
    .limit(1);
  // A wrong, expired or unknown address all look alike: nothing says a proof exists.
  if (!row || (!row.bytes && !row.storageKey) || !signatureHolds(row.secret, partId, exp, sig))
    throw notFound(m.errors_not_found_file);
  return row;
}

/** Serves a proof's photo to whoever holds a valid signed address; anyone else gets a 404. */
export async function proofPhotoRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/delivery-proofs/:partId/photo',
    { schema: { hide: true, params: ZPhotoParams, querystring: ZPhotoQuery } },
    async (req, reply) => {
      const { exp, sig } = req.query;
      const photo = await readPhoto(app.database.db, req.params.partId, exp, sig);
      reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Disposition', 'inline; filename="delivery.webp"');
      return sendFile(reply, { bucket: app.bucket, file: photo, contentType: 'image/webp' });
    },
  );
}

/** The proofs of some parts, by part, with photo addresses valid for a few hours. */
export async function loadProofs(db: DbOrTx, partIds: string[]): Promise<Map<string, TDeliveryProof>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({
      partId: deliveryProofs.partId,
      receivedBy: deliveryProofs.receivedBy,
      deliveredAt: deliveryProofs.deliveredAt,
      lat: deliveryProofs.lat,
      lng: deliveryProofs.lng,
      photoWidth: deliveryProofs.photoWidth,
      photoHeight: deliveryProofs.photoHeight,
      secret: deliveryProofs.photoSecret,
      hasPhoto: sql<boolean>`(${deliveryProofs.photoBytes} is not null or ${deliveryProofs.storageKey} is not null)`,
    })
    .from(deliveryProofs)
    .where(inArray(deliveryProofs.partId, partIds));
  return new Map(
    rows.map(({ secret, hasPhoto, deliveredAt, ...r }) => [
      r.partId,
      {
        ...r,
        deliveredAt: deliveredAt.toISOString(),
        photoUrl: hasPhoto ? photoPath(r.partId, secret) : null,
      },
    ]),
  );
}

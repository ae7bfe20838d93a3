import {
  formatDate,
  PROOF_CLOCK_SLACK_MS,
  type TDashboardOrderDetail,
  ZDeliverWithProofFields,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryProofs, orderEvents } from '../../db/schema/orders.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type Bucket, keepFile, type Stored } from '../files/index.ts';
import { acceptImage } from '../uploads/index.ts';
import { changeOrderStatus, findPart } from './dashboard.ts';
import { MAIL_LINK_DAYS, newPhotoSecret, photoPath, proofPhotoKey } from './proof-photo.ts';
import type { StaffViewer } from './reads.ts';

// A part is marked delivered with its proof in the one transaction that moves it (the same rules,
// event, ledger entries and e-mail as any delivery): a proof never exists for a part that did not
// arrive, nor a delivery by the store's team without its proof. The store's team must send a
// photo; an admin may record a delivery without one (a rider who reported it by phone).

const invalid = (field: string, message: string) =>
  new AppError('invalid', message, 400, { [field]: [message] });

function fieldsError(error: z.ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return new AppError('invalid', error.issues[0]?.message ?? 'Invalid input', 400, errors);
}

/** When the part last went out for delivery: the earliest a proof may say it was handed over. */
async function wentOutAt(tx: Tx, partId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.partId, partId), eq(orderEvents.status, 'out_for_delivery')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

export async function deliverWithProof(o: {
  db: Db;
  bucket: Bucket | null;
  viewer: StaffViewer;
  partId: string;
  fields: Record<string, string>;
  photo: Buffer | null;
  publicUrl: string;
}): Promise<TDashboardOrderDetail> {
  const { db, viewer, partId } = o;
  const parsed = ZDeliverWithProofFields.safeParse(o.fields);
  if (!parsed.success) throw fieldsError(parsed.error);
  const f = parsed.data;
  const at = f.deliveredAt ? new Date(f.deliveredAt) : clock.now();
  if (at.getTime() > clock.now().getTime() + PROOF_CLOCK_SLACK_MS)
    throw invalid('deliveredAt', m.proof_v_time_future());
  // Someone else's part is a 404 before any photo is decoded.
  await findPart(db, viewer, partId);
  if (!o.photo && viewer.role !== 'admin') throw invalid('photo', m.proof_v_photo());
  const image = o.photo ? await acceptImage(o.photo) : null;
  const secret = newPhotoSecret();

  const deliver = (stored: Stored | null) =>
    changeOrderStatus({
      db,
      viewer,
      orderId: partId,
      status: 'delivered',
      note: '',
      early: f.early === 'true',
      publicUrl: o.publicUrl,
      alongside: async (tx, part) => {
        const out = await wentOutAt(tx, part.id);
        // A time given is checked against the step; none means now, and never before the step
        // (the database's clock and the shop's may differ by a moment).
        if (f.deliveredAt && out && at.getTime() < out.getTime() - 1000)
          throw invalid('deliveredAt', m.proof_v_time_before({ time: formatDate(out, 'date-time') }));
        const when = !f.deliveredAt && out && out > at ? out : at;
        await tx.delete(deliveryProofs).where(eq(deliveryProofs.partId, part.id));
        await tx.insert(deliveryProofs).values({
          partId: part.id,
          receivedBy: f.receivedBy,
          deliveredAt: when,
          lat: f.lat ?? null,
          lng: f.lng ?? null,
          photoBytes: stored?.bytes ?? null,
          storageKey: stored?.storageKey ?? null,
          photoWidth: image?.width ?? null,
          photoHeight: image?.height ?? null,
          photoSecret: secret,
          recordedBy: viewer.userId,
        });
        return () => [
          m.proof_mail_heading({ part: part.number }),
          m.proof_mail_received({ name: f.receivedBy, time: formatDate(when, 'date-time') }),
          ...(image
            ? [
                m.proof_mail_photo({
                  days: String(MAIL_LINK_DAYS),
                  link: o.publicUrl + photoPath(part.id, secret, MAIL_LINK_DAYS * 24 * 60 * 60 * 1000),
                }),
              ]
            : []),
          ...(f.lat !== undefined && f.lng !== undefined
            ? [m.proof_mail_map({ link: mapLink(f.lat, f.lng) })]
            : []),
        ];
      },
    });
  if (!image) return deliver(null);
  const file = {
    bucket: o.bucket,
    key: proofPhotoKey(partId),
    bytes: image.data,
    contentType: 'image/webp',
    caching: 'private',
  } as const;
  return keepFile(file, deliver);
}

import { REFERRAL_MIN_ORDER_PAISA, type TReferralWithheldReason } from '@upahar/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { shippingAddresses } from '../addresses/tables.ts';
import { sessions, users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { type OrderAddress, type orderParts, orders } from '../orders/tables.ts';
import { storeStaff } from '../stores/tables.ts';

// Whether a friend's delivered order may earn the invite's credit. The credit is the shop's
// money, so it goes only to an order a real second person paid for at a store neither of them
// runs. The checks use what the shop already keeps (stores and teams, sessions, addresses, the
// order's address copy); nothing new about anyone is stored, only the reason an order did not
// count.

type Order = typeof orders.$inferSelect;
type Part = typeof orderParts.$inferSelect;
type Place = { locationId: number; landmark: string; lat: number | null; lng: number | null };

/** How many of the inviter's latest orders are compared with the friend's address and phone. */
const INVITER_ORDERS_COMPARED = 50;
/** Two delivery points this close (metres) are the same house or the one next door. */
const SAME_PLACE_METRES = 50;

/** A number as people write it (+977 98-4123 4567, 9841234567): its last ten digits. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/** A landmark as typed: case, spaces and punctuation do not make it another place. */
const landmarkKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function metresBetween(a: Place, b: Place): number {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return Number.POSITIVE_INFINITY;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The same delivery point: within a few metres, or the same area and the same landmark. */
export function samePlace(a: Place, b: Place): boolean {
  if (metresBetween(a, b) <= SAME_PLACE_METRES) return true;
  const key = landmarkKey(a.landmark);
  return a.locationId === b.locationId && key !== '' && key === landmarkKey(b.landmark);
}

/** What the order's items cost the friend: delivered parts, after discounts and credit spent. */
export function itemsPaid(parts: readonly Part[]): number {
  const live = parts.filter((p) => p.status !== 'cancelled');
  return Math.max(
    0,
    live.reduce((sum, p) => sum + p.subtotalPaisa - p.discountPaisa - p.creditPaisa, 0),
  );
}

/** A store in the order is owned, or staffed, by the inviter or the friend. */
async function ownStore(tx: DbOrTx, storeIds: number[], people: string[]) {
  const owned = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, storeIds), inArray(stores.ownerUserId, people)))
    .limit(1);
  if (owned.length > 0) return true;
  const staffed = await tx
    .select({ id: storeStaff.storeId })
    .from(storeStaff)
    .where(and(inArray(storeStaff.storeId, storeIds), inArray(storeStaff.userId, people)))
    .limit(1);
  return staffed.length > 0;
}

/**
 * Both accounts signed in from the same browser on the same network: sessions keep the user
 * agent and address they were opened from. Either alone is common to strangers (one phone model,
 * one mobile network), so only the pair counts.
 */
async function sameDevice(tx: DbOrTx, friend: string, inviter: string) {
  const theirs = alias(sessions, 'inviter_sessions');
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(
      theirs,
      and(eq(theirs.userId, inviter), eq(theirs.ip, sessions.ip), eq(theirs.userAgent, sessions.userAgent)),
    )
    .where(and(eq(sessions.userId, friend), isNotNull(sessions.ip), isNotNull(sessions.userAgent)))
    .limit(1);
  return rows.length > 0;
}

/** The inviter's numbers and delivery points: their account, saved addresses and latest orders. */
async function inviterContacts(tx: DbOrTx, inviter: string) {
  const [account] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, inviter));
  const saved = await tx
    .select({
      locationId: shippingAddresses.deliveryLocationId,
      landmark: shippingAddresses.landmark,
      lat: shippingAddresses.lat,
      lng: shippingAddresses.lng,
      phone: shippingAddresses.phoneNumber,
      phone2: shippingAddresses.secondaryPhoneNumber,
    })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, inviter));
  const sent = await tx
    .select({ locationId: orders.deliveryLocationId, address: orders.address })
    .from(orders)
    .where(eq(orders.userId, inviter))
    .orderBy(desc(orders.placedAt))
    .limit(INVITER_ORDERS_COMPARED);
  const places: Place[] = [
    ...saved,
    ...sent.map((o) => ({ locationId: o.locationId, ...placeOf(o.address) })),
  ];
  const phones = [
    account?.phone,
    ...saved.flatMap((a) => [a.phone, a.phone2]),
    ...sent.flatMap((o) => [o.address.phoneNumber, o.address.secondaryPhoneNumber]),
  ];
  return { places, phones: new Set(phones.map(phoneKey).filter((p) => p !== null)) };
}

const placeOf = (a: OrderAddress) => ({ landmark: a.landmark, lat: a.lat, lng: a.lng });

/**
 * Why this delivered order of the friend's may not earn the invite's credit, or null when it may.
 * The first rule broken is the one the inviter is told.
 */
export async function withheldReason(
  tx: DbOrTx,
  o: { inviter: string; order: Order; parts: readonly Part[] },
): Promise<TReferralWithheldReason | null> {
  const { order, inviter } = o;
  const friend = order.userId;
  const storeIds = o.parts.map((p) => p.storeId);
  if (await ownStore(tx, storeIds, [inviter, friend])) return 'own_store';
  if (await sameDevice(tx, friend, inviter)) return 'same_device';
  const theirs = await inviterContacts(tx, inviter);
  const [account] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, friend));
  const friendPhones = [order.address.phoneNumber, order.address.secondaryPhoneNumber, account?.phone];
  if (friendPhones.some((p) => theirs.phones.has(phoneKey(p) ?? ''))) return 'same_phone';
  const delivered = { locationId: order.deliveryLocationId, ...placeOf(order.address) };
  if (theirs.places.some((p) => samePlace(p, delivered))) return 'same_address';
  // Cash on delivery counts as paid once the rider has collected it, which delivering records.
  if (order.paymentStatus !== 'paid') return 'not_paid';
  if (itemsPaid(o.parts) < REFERRAL_MIN_ORDER_PAISA) return 'below_minimum';
  return null;
}

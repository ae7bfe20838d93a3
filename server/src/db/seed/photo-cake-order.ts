import { addDays, todayInKathmandu } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as clock from '../../lib/clock.ts';
import { storeCakePhoto } from '../../modules/photos/index.ts';
import type { Tx } from '../client.ts';
import { createOrder } from '../factories/orders.ts';
import { products } from '../schema/index.ts';
import { svgDoc } from './images/svg.ts';

// The demo store's photo cake order waits for the store to look at the shopper's picture, so the
// demo seller meets "Approve" and "Ask for another" on their orders page straight away.

/** A birthday snapshot, drawn like every demo picture: a girl with a party hat and balloons. */
function birthdaySnapshot(): string {
  let s = '<defs>';
  s +=
    '<radialGradient id="room" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fff4e0"/><stop offset="1" stop-color="#f2c7a5"/></radialGradient>';
  s += '</defs><rect width="1200" height="1200" fill="url(#room)"/>';
  // Bunting across the top.
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 100;
    const colour = ['#e63946', '#f4a261', '#2a9d8f', '#8e5bd6'][i % 4];
    s += `<path d="M${x} 90 L${x + 90} 90 L${x + 45} 180 Z" fill="${colour}"/>`;
  }
  s += '<path d="M0 90 Q600 130 1200 90" stroke="#7a4a2a" stroke-width="6" fill="none"/>';
  // Balloons on strings.
  for (const [x, y, c] of [
    [190, 360, '#e63946'],
    [300, 300, '#f4a261'],
    [960, 330, '#2a9d8f'],
    [1060, 400, '#8e5bd6'],
  ] as const) {
    s += `<path d="M${x} ${y + 95} Q${x + 20} ${y + 300} ${x - 10} ${y + 520}" stroke="#555" stroke-width="3" fill="none"/>`;
    s += `<ellipse cx="${x}" cy="${y}" rx="80" ry="98" fill="${c}"/><ellipse cx="${x - 25}" cy="${y - 35}" rx="18" ry="28" fill="#fff" opacity="0.35"/>`;
  }
  // The girl: face, hair, a party hat, a smile and a red dress.
  s += '<path d="M380 1200 C400 930 800 930 820 1200 Z" fill="#c1121f"/>';
  s += '<circle cx="600" cy="640" r="230" fill="#2b1d14"/>';
  s += '<circle cx="600" cy="680" r="185" fill="#e0a878"/>';
  s += '<path d="M415 640 C430 470 770 470 785 640 C720 560 480 560 415 640 Z" fill="#2b1d14"/>';
  s += '<circle cx="530" cy="670" r="18" fill="#2b1d14"/><circle cx="670" cy="670" r="18" fill="#2b1d14"/>';
  s +=
    '<circle cx="495" cy="735" r="28" fill="#f08a8a" opacity="0.5"/><circle cx="705" cy="735" r="28" fill="#f08a8a" opacity="0.5"/>';
  s +=
    '<path d="M530 760 Q600 830 670 760" stroke="#7a2d1f" stroke-width="12" fill="none" stroke-linecap="round"/>';
  s +=
    '<path d="M520 470 L600 240 L680 470 Z" fill="#ffbe0b"/><circle cx="600" cy="238" r="26" fill="#e63946"/>';
  s += '<path d="M548 420 L652 420 M566 360 L634 360 M584 300 L616 300" stroke="#e63946" stroke-width="12"/>';
  return svgDoc(s, { width: 1200, height: 1200, title: 'A girl in a party hat among balloons' });
}

/** A confirmed 2 lb strawberry photo cake (its price is at its least weight, 2 lb) for the demo customer whose picture awaits review. */
export async function seedPhotoCakeOrder(
  tx: Tx,
  o: {
    customerId: string;
    locationId: number;
    slotId: number;
    address: Parameters<typeof createOrder>[1]['address'];
  },
) {
  const [cake] = await tx
    .select({ id: products.id, price: products.sellingPricePaisa })
    .from(products)
    .where(eq(products.slug, 'strawberry-photo-cake'));
  if (!cake) return;
  const bytes = await sharp(Buffer.from(birthdaySnapshot())).png().toBuffer();
  const { row } = await storeCakePhoto({
    db: tx,
    bucket: null,
    userId: o.customerId,
    bytes,
    pound: 2,
    shape: 'round',
  });
  const now = clock.now();
  await createOrder(tx, {
    userId: o.customerId,
    status: 'confirmed',
    items: [
      {
        productId: cake.id,
        quantity: 1,
        unitPricePaisa: cake.price,
        options: { pound: 2, shape: 'round', photoId: row.id, message: 'Happy 6th birthday, Anya!' },
        optionsLabel: '2 lb · Round',
      },
    ],
    deliveryLocationId: o.locationId,
    timeSlotId: o.slotId,
    deliveryDate: addDays(todayInKathmandu(now), 4),
    address: o.address,
    placedAt: new Date(now.getTime() - 40 * 60 * 1000),
  });
}

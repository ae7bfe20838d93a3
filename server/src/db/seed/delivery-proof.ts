import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../client.ts';
import { deliveryProofs, orderParts } from '../schema/orders.ts';
import { bow, svgDoc } from './images/svg.ts';

// The demo's delivered order shows its proof of delivery: a photo-like picture of the cake box at
// a Kathmandu door (drawn here, like every demo picture), who took it, when, and where.

/** A green wooden door in a brick wall, a doormat, and the gift box held out at the door. */
function doorstepScene(): string {
  let s = '<defs>';
  s +=
    '<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b5553a"/><stop offset="1" stop-color="#7c3424"/></linearGradient>';
  s +=
    '<linearGradient id="door" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2f5d3a"/><stop offset="0.5" stop-color="#3f7a4c"/><stop offset="1" stop-color="#264b2f"/></linearGradient>';
  s +=
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c8f80"/><stop offset="1" stop-color="#5e554b"/></linearGradient>';
  s +=
    '<radialGradient id="light" cx="30%" cy="20%" r="80%"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>';
  s +=
    '<linearGradient id="box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbeee6"/><stop offset="1" stop-color="#e7cfc2"/></linearGradient>';
  s += '</defs>';
  s += '<rect width="800" height="600" fill="url(#wall)"/>';
  // Bricks: rows offset by half a brick, mortar lines in a lighter clay.
  for (let y = 0; y < 470; y += 26) {
    const off = (y / 26) % 2 === 0 ? 0 : 30;
    s += `<line x1="0" y1="${y}" x2="800" y2="${y}" stroke="#d9a48c" stroke-width="3" opacity="0.55"/>`;
    for (let x = -off; x < 800; x += 60)
      s += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 26}" stroke="#d9a48c" stroke-width="3" opacity="0.55"/>`;
  }
  s += '<rect x="250" y="40" width="300" height="440" fill="#4a2e1f"/>';
  s += '<rect x="268" y="56" width="264" height="424" fill="url(#door)"/>';
  for (const [x, y, w, h] of [
    [290, 80, 100, 150],
    [410, 80, 100, 150],
    [290, 260, 100, 190],
    [410, 260, 100, 190],
  ])
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="none" stroke="#1f3d26" stroke-width="6"/>`;
  s += '<circle cx="508" cy="280" r="9" fill="#d4af37"/><circle cx="505" cy="277" r="3" fill="#fff3b0"/>';
  s += '<rect x="0" y="470" width="800" height="130" fill="url(#floor)"/>';
  s +=
    '<rect x="280" y="488" width="240" height="40" rx="6" fill="#8a5a2b"/><rect x="292" y="494" width="216" height="28" rx="4" fill="none" stroke="#c8a070" stroke-width="3" stroke-dasharray="8 6"/>';
  // Marigold garland over the door, as at a festival.
  for (let i = 0; i <= 20; i++) {
    const x = 255 + i * 14.5;
    const y = 44 + Math.sin((i / 20) * Math.PI) * 30;
    s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${i % 2 ? '#f59e0b' : '#ea580c'}"/>`;
  }
  // The cake box, held out by two hands.
  s += '<ellipse cx="400" cy="560" rx="170" ry="18" fill="#000" opacity="0.25"/>';
  s += '<path d="M250 330 L550 330 L590 300 L290 300 Z" fill="#f6e3d8"/>';
  s += '<rect x="250" y="330" width="300" height="200" fill="url(#box)"/>';
  s += '<path d="M550 330 L590 300 L590 500 L550 530 Z" fill="#d8b9a9"/>';
  s +=
    '<rect x="385" y="330" width="30" height="200" fill="#c2185b"/><rect x="250" y="415" width="300" height="26" fill="#c2185b"/>';
  s += bow(400, 318, 60, '#d81b60');
  s += '<text x="268" y="505" font-family="Georgia, serif" font-size="26" fill="#8d4a5f">Upahar</text>';
  s += '<path d="M220 470 C200 440 215 400 250 410 L262 470 C250 500 230 495 220 470 Z" fill="#c98b67"/>';
  s += '<path d="M580 470 C600 440 585 400 550 410 L538 470 C550 500 570 495 580 470 Z" fill="#c98b67"/>';
  s += '<rect width="800" height="600" fill="url(#light)"/>';
  return svgDoc(s, { width: 800, height: 600, title: 'A cake box handed over at a green door' });
}

/** Records the proof of the demo's delivered order: photo, who took it, when and where. */
export async function seedDeliveryProof(tx: Tx, o: { orderId: string; deliveredAt: Date }) {
  const [part] = await tx
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(eq(orderParts.orderId, o.orderId))
    .limit(1);
  if (!part) return;
  const photo = await sharp(Buffer.from(doorstepScene())).webp({ quality: 82 }).toBuffer();
  await tx.insert(deliveryProofs).values({
    partId: part.id,
    receivedBy: 'Aarati Gurung',
    deliveredAt: o.deliveredAt,
    // Near the Ganesh temple in Lazimpat, where the demo customer lives.
    lat: 27.7215,
    lng: 85.3197,
    photoBytes: photo,
    photoWidth: 800,
    photoHeight: 600,
    photoSecret: randomBytes(32).toString('base64url'),
  });
}

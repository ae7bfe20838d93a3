import { toPaisa } from '@upahar/contract';
import { addSvgs, mediaUrl } from '../../modules/media/index.ts';
import type { DbOrTx } from '../client.ts';
import { setSiteContent } from '../factories/content.ts';
import { cakeFlavours, cakeIcingTypes, cakeShapes, cakeTiers, deliveryLocations } from '../schema/index.ts';
import { FLAVOURS, ICING_TYPES, SHAPES, TIERS } from './demo-data/cake-options.ts';
import { LOCATIONS } from './demo-data/locations.ts';
import { CONTENT_IMAGES, CURRENCY, ERROR_PAGE, FOOTER, HEADER } from './demo-data/site-content.ts';
import { drawImage, type ImageSpec } from './images/index.ts';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type PictureBook = ReturnType<typeof pictureBook>;

/** Collects pictures to draw and store in one go; `add` returns the URL each is served at. */
export function pictureBook() {
  const svgs: { path: string; svg: string }[] = [];
  return {
    svgs,
    add(path: string, spec: ImageSpec) {
      svgs.push({ path, svg: drawImage(spec, path) });
      return mediaUrl(path);
    },
    save: (db: DbOrTx) => addSvgs({ db, svgs }),
  };
}

/** Flavours, icing types, shapes and tiers; returns the ids of flavours and shapes by slug. */
export async function seedCakeOptions(
  db: DbOrTx,
): Promise<{ flavours: Map<string, number>; shapes: Map<string, number> }> {
  const flavours = await db
    .insert(cakeFlavours)
    .values(
      FLAVOURS.map((f, i) => ({
        slug: f.slug,
        name: f.name,
        colour: f.colour,
        icingColour: f.icingColour,
        pricePerPoundPaisa: toPaisa(f.perPound),
        sortOrder: i,
      })),
    )
    .returning({ id: cakeFlavours.id, slug: cakeFlavours.slug });
  const icing = ICING_TYPES.map((t, i) => ({
    slug: t.slug,
    name: t.name,
    pricePerPoundPaisa: toPaisa(t.perPound),
    sortOrder: i,
  }));
  const shapes = SHAPES.map((s, i) => ({
    slug: s.slug,
    name: s.name,
    pricePaisa: toPaisa(s.price),
    sortOrder: i,
  }));
  const tiers = TIERS.map((t) => ({
    tiers: t.tiers,
    name: t.name,
    minPound: t.minPound,
    pricePaisa: toPaisa(t.price),
    heights: t.heights,
    heightPricePerInchPaisa: toPaisa(t.perInch),
  }));
  await db.insert(cakeIcingTypes).values(icing);
  const shapeRows = await db
    .insert(cakeShapes)
    .values(shapes)
    .returning({ id: cakeShapes.id, slug: cakeShapes.slug });
  await db.insert(cakeTiers).values(tiers);
  return {
    flavours: new Map(flavours.map((f) => [f.slug, f.id])),
    shapes: new Map(shapeRows.map((s) => [s.slug, s.id])),
  };
}

export async function seedDeliveryLocations(db: DbOrTx) {
  await db.insert(deliveryLocations).values(
    LOCATIONS.map(([name, district, lat, lng, charge], i) => ({
      slug: slugify(name),
      name,
      district,
      lat,
      lng,
      deliveryChargePaisa: toPaisa(charge),
      sortOrder: i,
    })),
  );
  return LOCATIONS.length;
}

/** Header menu, footer, error page and currency, with their pictures. */
export async function seedSiteContent(db: DbOrTx, pics: PictureBook) {
  for (const [name, spec] of Object.entries(CONTENT_IMAGES)) pics.add(`seed/content/${name}.svg`, spec);
  await setSiteContent(db, 'header', HEADER);
  await setSiteContent(db, 'footer', FOOTER);
  await setSiteContent(db, 'errorPage', ERROR_PAGE);
  await setSiteContent(db, 'currency', CURRENCY);
}

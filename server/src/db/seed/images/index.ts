import { type CakeStyle, layeredCake, tieredCake } from './cakes.ts';
import { cupcakes, heartCake, photoCake } from './cakes-top.ts';
import { heartHands, mealPlate, schoolKit } from './donations.ts';
import { balloons, banner, diya, fireworks, kite, monogram } from './festive.ts';
import { bouquet, type FlowerKind, flowerBasket } from './flowers.ts';
import { chocolateBox, giftBox, teddyBear } from './gifts.ts';
import { photoCushion, photoFrame, photoMug } from './personalised.ts';
import { car, scooter } from './vehicles.ts';

type RoseColour = 'red' | 'pink' | 'white' | 'yellow' | 'mixed';

/** What to draw; the seed data describes every picture with one of these. */
export type ImageSpec =
  | { kind: 'cake'; flavour: string; style?: CakeStyle; candles?: number; message?: string }
  | { kind: 'tiered'; tiers?: number; flower?: string }
  | { kind: 'photo-cake'; flavour: string; message?: string; square?: boolean }
  | { kind: 'heart-cake'; flavour: string; message?: string }
  | { kind: 'cupcakes'; flavour: string }
  | { kind: 'bouquet'; flowers?: FlowerKind; colour?: RoseColour }
  | { kind: 'basket'; flowers?: FlowerKind; colour?: RoseColour }
  | { kind: 'chocolates'; heart?: boolean }
  | { kind: 'gift-box' }
  | { kind: 'teddy' }
  | { kind: 'mug'; caption?: string }
  | { kind: 'frame'; caption?: string }
  | { kind: 'cushion'; caption?: string }
  | { kind: 'car'; colour?: string }
  | { kind: 'scooter'; colour?: string }
  | { kind: 'heart-hands' }
  | { kind: 'meal' }
  | { kind: 'school-kit' }
  | { kind: 'diya' }
  | { kind: 'kite' }
  | { kind: 'balloons' }
  | { kind: 'fireworks' }
  | { kind: 'banner'; title?: string; subtitle?: string; width?: number; height?: number }
  | { kind: 'monogram'; name: string; colour?: string };

/** Draws a picture as an SVG string; the same spec and seed always give the same bytes. */
export function drawImage(spec: ImageSpec, seed: string): string {
  switch (spec.kind) {
    case 'cake':
      return layeredCake({ ...spec, seed });
    case 'tiered':
      return tieredCake({ ...spec, seed });
    case 'photo-cake':
      return photoCake({ ...spec, seed });
    case 'heart-cake':
      return heartCake({ ...spec, seed });
    case 'cupcakes':
      return cupcakes({ ...spec, seed });
    case 'bouquet':
      return bouquet({ seed, kind: spec.flowers, colour: spec.colour });
    case 'basket':
      return flowerBasket({ seed, kind: spec.flowers, colour: spec.colour });
    case 'chocolates':
      return chocolateBox({ seed, heartShaped: spec.heart });
    case 'gift-box':
      return giftBox({ seed });
    case 'teddy':
      return teddyBear({ seed });
    case 'mug':
      return photoMug({ ...spec, seed });
    case 'frame':
      return photoFrame({ ...spec, seed });
    case 'cushion':
      return photoCushion({ ...spec, seed });
    case 'car':
      return car({ ...spec, seed });
    case 'scooter':
      return scooter({ ...spec, seed });
    case 'heart-hands':
      return heartHands({ seed });
    case 'meal':
      return mealPlate({ seed });
    case 'school-kit':
      return schoolKit({ seed });
    case 'diya':
      return diya({ seed });
    case 'kite':
      return kite({ seed });
    case 'balloons':
      return balloons({ seed });
    case 'fireworks':
      return fireworks({ seed });
    case 'banner':
      return banner({ ...spec, seed });
    case 'monogram':
      return monogram({ ...spec, seed });
  }
}

import {
  Cake,
  CakeSlice,
  Candy,
  Car,
  Cookie,
  Flower2,
  Gift,
  HandHeart,
  type IconComponent,
  PartyPopper,
  Sparkles,
  Timer,
} from '~/components/icon';

// Menu data carries no category pictures, so a category gets a picture from words in its slug.
const RULES: [RegExp, IconComponent][] = [
  [/urgent|express|same-?day/, Timer],
  [/cupcake|pastr|slice|dessert|brownie/, CakeSlice],
  [/cake/, Cake],
  [/flower|bouquet|rose/, Flower2],
  [/chocolate|sweet|candy|mithai/, Candy],
  [/cookie|biscuit|bak/, Cookie],
  [/party|balloon|decor|accessor|candle/, PartyPopper],
  [/donat|charity/, HandHeart],
  [/auto|\bcars?\b|bike|vehicle/, Car],
  [/gift|hamper|teddy|toy/, Gift],
];

export function categoryIcon(slug: string): IconComponent {
  const key = slug.toLowerCase();
  return RULES.find(([re]) => re.test(key))?.[1] ?? Sparkles;
}

// Soft backgrounds that keep the cocoa text readable; picked by position so neighbours differ.
const TINTS = [
  'bg-berry-soft',
  'bg-[#fdf0d9]',
  'bg-[#e9f3ea]',
  'bg-[#f3e8f8]',
  'bg-[#e6f0f7]',
  'bg-[#fbe7dc]',
];

export const categoryTint = (index: number) => TINTS[index % TINTS.length];

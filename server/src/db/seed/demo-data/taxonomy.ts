import type { ImageSpec } from '../images/index.ts';

type Kind =
  | 'cake'
  | 'flowers'
  | 'chocolates'
  | 'gifts'
  | 'personalised'
  | 'automobiles'
  | 'donations'
  | 'other';
export type CategorySeed = {
  slug: string;
  name: string;
  kind: Kind;
  description: string;
  image: ImageSpec;
  children?: Omit<CategorySeed, 'kind' | 'children'>[];
};

// The top level is what the header's "Shop By Categories" menu lists.
// biome-ignore format: one row per line reads better than a formatted tree
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'cakes',
    name: 'Cakes',
    kind: 'cake',
    description: 'Fresh cakes baked to order in the valley, delivered the same day across Kathmandu, Lalitpur and Bhaktapur.',
    image: { kind: 'cake', flavour: 'black-forest', style: 'naked' },
    children: [
      { slug: 'birthday-cakes', name: 'Birthday Cakes', description: 'Candles, cream and a name in icing: cakes for every birthday.', image: { kind: 'cake', flavour: 'vanilla', style: 'drip', candles: 4 } },
      { slug: 'designer-cakes', name: 'Designer Cakes', description: 'Heart shapes, drip cakes and theme cakes designed by our bakers.', image: { kind: 'heart-cake', flavour: 'red-velvet' } },
      { slug: 'photo-cakes', name: 'Photo Cakes', description: 'Your favourite photo printed on a fresh cream cake.', image: { kind: 'photo-cake', flavour: 'vanilla' } },
      { slug: 'wedding-cakes', name: 'Wedding Cakes', description: 'Tiered cakes for weddings, receptions and engagement ceremonies.', image: { kind: 'tiered' } },
      { slug: 'cupcakes', name: 'Cupcakes', description: 'Boxes of cupcakes for offices, schools and parties.', image: { kind: 'cupcakes', flavour: 'strawberry' } },
      { slug: 'eggless-cakes', name: 'Eggless Cakes', description: 'Cakes made without eggs, for vegetarian families and festivals.', image: { kind: 'cake', flavour: 'butterscotch', style: 'frosted' } },
    ],
  },
  {
    slug: 'flowers',
    name: 'Flowers',
    kind: 'flowers',
    description: 'Roses, lilies and seasonal bouquets arranged fresh every morning.',
    image: { kind: 'bouquet', colour: 'red' },
    children: [
      { slug: 'bouquets', name: 'Bouquets', description: 'Hand-tied bouquets wrapped and ribboned.', image: { kind: 'bouquet', colour: 'pink' } },
      { slug: 'flower-baskets', name: 'Flower Baskets', description: 'Baskets of mixed flowers for homes and hospital rooms.', image: { kind: 'basket' } },
    ],
  },
  {
    slug: 'chocolates',
    name: 'Chocolates',
    kind: 'chocolates',
    description: 'Truffles, pralines and boxes of chocolates, alone or with a cake.',
    image: { kind: 'chocolates' },
  },
  {
    slug: 'gifts',
    name: 'Gifts',
    kind: 'gifts',
    description: 'Teddy bears, hampers and wrapped gift boxes for every occasion.',
    image: { kind: 'gift-box' },
    children: [
      { slug: 'soft-toys', name: 'Soft Toys', description: 'Teddy bears to hug, in every size.', image: { kind: 'teddy' } },
      { slug: 'gift-hampers', name: 'Gift Hampers', description: 'Boxes of treats put together for festivals and thank-yous.', image: { kind: 'gift-box' } },
    ],
  },
  {
    slug: 'personalised-gifts',
    name: 'Personalised Gifts',
    kind: 'personalised',
    description: 'Mugs, frames and cushions printed with your photo and words.',
    image: { kind: 'mug' },
    children: [
      { slug: 'photo-mugs', name: 'Photo Mugs', description: 'Ceramic mugs printed with your photo.', image: { kind: 'mug', caption: 'For You' } },
      { slug: 'photo-frames', name: 'Photo Frames', description: 'Frames with your printed photo and a line of your own.', image: { kind: 'frame' } },
      { slug: 'cushions', name: 'Cushions', description: 'Soft printed cushions with a photo and a message.', image: { kind: 'cushion' } },
    ],
  },
  {
    slug: 'automobiles',
    name: 'Automobiles',
    kind: 'automobiles',
    description: 'Book a test ride or reserve a car or scooter as the gift of the year.',
    image: { kind: 'car' },
  },
  {
    slug: 'donations',
    name: 'Donations',
    kind: 'donations',
    description: 'Give a meal, a school kit or care in someone’s name through trusted organisations.',
    image: { kind: 'heart-hands' },
  },
];

export type OccasionSeed = { slug: string; name: string; description: string; image: ImageSpec };

// biome-ignore format: one row per line reads better than a formatted tree
export const OCCASIONS: OccasionSeed[] = [
  { slug: 'birthday', name: 'Birthday', description: 'Cakes, balloons and gifts for the big day.', image: { kind: 'balloons' } },
  { slug: 'anniversary', name: 'Anniversary', description: 'Celebrate the years together.', image: { kind: 'heart-cake', flavour: 'red-velvet', message: 'Happy Anniversary' } },
  { slug: 'wedding', name: 'Wedding', description: 'Cakes and gifts for the wedding season.', image: { kind: 'tiered' } },
  { slug: 'dashain', name: 'Dashain', description: 'Gifts for family visits and tika.', image: { kind: 'kite' } },
  { slug: 'tihar', name: 'Tihar', description: 'Sweets, lights and gifts for Bhai Tika.', image: { kind: 'diya' } },
  { slug: 'valentines-day', name: "Valentine's Day", description: 'Roses, chocolates and heart-shaped cakes.', image: { kind: 'chocolates', heart: true } },
  { slug: 'mothers-day', name: "Mother's Day", description: 'Mata Tirtha Aunsi: flowers and cakes for mum.', image: { kind: 'bouquet', colour: 'pink' } },
  { slug: 'fathers-day', name: "Father's Day", description: 'Kuse Aunsi: gifts for dad.', image: { kind: 'gift-box' } },
  { slug: 'teej', name: 'Teej', description: 'Red and green for the festival of women.', image: { kind: 'bouquet', colour: 'red' } },
  { slug: 'new-year', name: 'New Year', description: 'Ring in the new year, Bikram Sambat or January.', image: { kind: 'fireworks' } },
  { slug: 'congratulations', name: 'Congratulations', description: 'New job, new home, top marks.', image: { kind: 'balloons' } },
  { slug: 'get-well-soon', name: 'Get Well Soon', description: 'Flowers and treats to cheer someone up.', image: { kind: 'basket', colour: 'yellow', flowers: 'mixed' } },
  { slug: 'thank-you', name: 'Thank You', description: 'Say thank you with something sweet.', image: { kind: 'chocolates' } },
];

import type { ImageSpec } from '../images/index.ts';

// Demo content: home sliders, testimonials, the automobiles landing and the cake
// accessories (candles, toppers, poppers, cards) that product pages offer beside a cake.

export type SliderSeed = {
  /** Also the slide's id, which names it in banner click and view counts. */
  name: string;
  title: string;
  subtitle: string;
  titleNe: string;
  subtitleNe: string;
  url: string;
  pictures: ImageSpec[];
};

// biome-ignore format: one slider per line reads better
export const HOME_SLIDERS: SliderSeed[] = [
  { name: 'fresh-cakes', title: 'Fresh cakes, baked this morning', subtitle: 'Same-day delivery across Kathmandu, Lalitpur and Bhaktapur', titleNe: 'आज बिहानै बेक गरिएका ताजा केक', subtitleNe: 'काठमाडौँ, ललितपुर र भक्तपुरभर सोही दिन डेलिभरी', url: '/category/cakes', pictures: [{ kind: 'cake', flavour: 'black-forest', style: 'drip', candles: 3 }, { kind: 'cake', flavour: 'red-velvet', style: 'frosted' }] },
  { name: 'flowers-and-love', title: 'Roses that say it for you', subtitle: 'Hand-tied bouquets with a cake or chocolates', titleNe: 'मनको कुरा भनिदिने गुलाफ', subtitleNe: 'केक वा चकलेटसँगै हातैले बाँधिएका गुच्छा', url: '/category/flowers', pictures: [{ kind: 'bouquet', colour: 'red' }, { kind: 'chocolates', heart: true }] },
  { name: 'urgent', title: 'Need it in an hour?', subtitle: 'Ready-made cakes and gifts that leave the shop right away', titleNe: 'एक घण्टाभित्रै चाहियो?', subtitleNe: 'तुरुन्तै पठाइने तयारी केक र उपहार', url: '/products/urgent', pictures: [{ kind: 'cake', flavour: 'pineapple', style: 'frosted', message: 'Ready' }, { kind: 'gift-box' }] },
];

export type TestimonialSeed = {
  name: string;
  location: string;
  text: string;
  rating: number;
  colour: string;
};

// biome-ignore format: one testimonial per line reads better
export const TESTIMONIALS: TestimonialSeed[] = [
  { name: 'Sita Shrestha', location: 'Lalitpur', text: 'Ordered a black forest cake for my father’s 60th at noon and it arrived by four, exactly as in the picture. The whole family asked where it came from.', rating: 5, colour: '#d9577a' },
  { name: 'Rohan Maharjan', location: 'Kirtipur', text: 'The eggless butterscotch cake was soft and not too sweet. Delivery rider called before coming and found our gali without trouble.', rating: 5, colour: '#4f8fc0' },
  { name: 'Anjali Gurung', location: 'Baluwatar, Kathmandu', text: 'Sent roses and a photo cake to my sister in Bhaktapur from Doha. She cried happy tears on a video call. Thank you!', rating: 5, colour: '#8b5fbf' },
  { name: 'Bikash Thapa', location: 'Bhaktapur', text: 'Good cakes and fair prices. The message on top had one letter wrong once, but they replaced it the same evening.', rating: 4, colour: '#3f9a6b' },
  { name: 'Pooja Adhikari', location: 'Budhanilkantha', text: 'I use Upahar for every office birthday now. Cupcake boxes arrive on time and the urgent section has saved me twice.', rating: 5, colour: '#e0873a' },
  { name: 'Nabin KC', location: 'Koteshwor, Kathmandu', text: 'Tihar hamper for Bhai Tika was beautifully packed, with diyas and sel roti. My brothers loved it.', rating: 4, colour: '#b8862b' },
];

export type AccessorySeed = {
  slug: string;
  name: string;
  description: string;
  price: number;
  store: string;
  tags: string[];
  colors: string[];
  sizes: string[];
  picture:
    | { kind: 'candles'; count?: number; sparkler?: boolean; number?: string }
    | { kind: 'topper'; text: string }
    | { kind: 'poppers' }
    | { kind: 'card'; text: string; colour?: string }
    | { kind: 'spec'; spec: ImageSpec };
};

const A = 'annapurna-bakers';
const K = 'kumari-cake-house';

// biome-ignore format: one product per line reads better
export const ACCESSORIES: AccessorySeed[] = [
  { slug: 'pastel-birthday-candles-24', name: 'Pastel Birthday Candles (24)', description: 'Twenty-four striped pastel candles that burn for about ten minutes, enough for the song and the photos.', price: 120, store: A, tags: ['accessory', 'candles'], colors: ['multicolour'], sizes: ['24 pieces'], picture: { kind: 'candles', count: 6 } },
  { slug: 'sparkler-candles-6', name: 'Sparkler Candles (6)', description: 'Six smokeless sparkler candles for a cake that fizzes when the lights go off.', price: 250, store: A, tags: ['accessory', 'candles'], colors: ['gold'], sizes: ['6 pieces'], picture: { kind: 'candles', count: 4, sparkler: true } },
  { slug: 'number-candle', name: 'Number Candle (0 to 9)', description: 'A glittery number candle; tell us the digit in the cake message.', price: 150, store: K, tags: ['accessory', 'candles'], colors: ['pink', 'blue'], sizes: ['Single'], picture: { kind: 'candles', number: '5' } },
  { slug: 'happy-birthday-cake-topper', name: 'Happy Birthday Gold Cake Topper', description: 'A gold acrylic "Happy Birthday" topper that stands on any cake of a pound or more.', price: 350, store: K, tags: ['accessory', 'topper'], colors: ['gold'], sizes: ['Standard'], picture: { kind: 'topper', text: 'Happy Birthday' } },
  { slug: 'happy-anniversary-cake-topper', name: 'Happy Anniversary Cake Topper', description: 'A gold "Happy Anniversary" script topper with a little heart.', price: 350, store: K, tags: ['accessory', 'topper'], colors: ['gold'], sizes: ['Standard'], picture: { kind: 'topper', text: 'Happy Anniversary' } },
  { slug: 'party-poppers-4', name: 'Party Poppers (4)', description: 'Four confetti poppers for the moment the candles go out. Pull the string away from faces.', price: 400, store: A, tags: ['accessory', 'party'], colors: ['multicolour'], sizes: ['4 pieces'], picture: { kind: 'poppers' } },
  { slug: 'birthday-greeting-card', name: 'Happy Birthday Greeting Card', description: 'A folded card with an envelope; we write your words inside by hand.', price: 200, store: A, tags: ['accessory', 'card'], colors: ['pink'], sizes: ['A6'], picture: { kind: 'card', text: 'Happy Birthday', colour: '#f28fb0' } },
  { slug: 'with-love-greeting-card', name: 'With Love Greeting Card', description: 'A red-heart card for anniversaries and Valentine’s Day, handwritten by our team.', price: 200, store: K, tags: ['accessory', 'card'], colors: ['red'], sizes: ['A6'], picture: { kind: 'card', text: 'With Love', colour: '#e8475d' } },
  { slug: 'helium-balloon-bunch', name: 'Helium Balloon Bunch (6)', description: 'Six helium balloons tied to a weight, delivered with the cake.', price: 900, store: A, tags: ['accessory', 'party'], colors: ['multicolour'], sizes: ['6 balloons'], picture: { kind: 'spec', spec: { kind: 'balloons' } } },
];

export const AUTOMOBILE_TEXT = {
  sliders: [
    {
      name: 'auto-slider-1',
      title: 'Drive home the gift of the year',
      subtitle: 'Book a test drive at your door anywhere in the valley',
      url: '/category/automobiles',
      picture: { kind: 'car', colour: '#c8323c' },
    },
    {
      name: 'auto-slider-2',
      title: 'Electric and ready for Ring Road',
      subtitle: 'Scooters and compacts with home charging included',
      url: '/product/gandaki-e-scooter',
      picture: { kind: 'scooter', colour: '#2f7fb8' },
    },
  ] satisfies { name: string; title: string; subtitle: string; url: string; picture: ImageSpec }[],
  vehicleOfMonth: {
    slug: 'gandaki-ev-compact',
    title: 'Vehicle of the month: Gandaki EV Compact',
    description:
      '280 km of range, a home charger installed free and three years of service in Kathmandu, Lalitpur and Bhaktapur.',
  },
  bookWithUs: {
    title: 'Book with us',
    text: 'Reserve a car or scooter for a birthday, wedding or Dashain surprise. We deliver it with a bow and a cake.',
    phone: '9801234567',
    buttonText: 'Book a test drive',
    url: '/contact',
  },
  ads: [
    { name: 'auto-ad-finance', title: 'Easy finance from 8.5%', url: '/category/automobiles' },
    { name: 'auto-ad-exchange', title: 'Exchange your old scooter', url: '/category/automobiles' },
  ],
};

/**
 * Accessories a few of Annapurna Bakers' cakes offer, chosen by the seller in this order (the
 * other cakes show the shop's own suggestions). A neighbour's topper or card may be chosen too.
 */
export const CAKE_ACCESSORIES: Record<string, string[]> = {
  'chocolate-drip-birthday-cake': [
    'sparkler-candles-6',
    'happy-birthday-cake-topper',
    'birthday-greeting-card',
    'party-poppers-4',
  ],
  'classic-black-forest-cake': [
    'pastel-birthday-candles-24',
    'number-candle',
    'birthday-greeting-card',
    'party-poppers-4',
  ],
  'fresh-fruit-gateau': ['happy-anniversary-cake-topper', 'with-love-greeting-card', 'sparkler-candles-6'],
};

import { cake, type ProductSeed } from './product-seed.ts';

const A = 'annapurna-bakers';
const K = 'kumari-cake-house';
const N = 'newa-mithai-bakery';

// Birthday and everyday cakes (Rs 1,200-2,100 a pound, inside the price filter's 0-5000 per item).
// biome-ignore format: one product per line reads better than a formatted tree
const birthday: ProductSeed[] = [
  cake({ slug: 'classic-black-forest-cake', name: 'Classic Black Forest Cake', blurb: 'Chocolate sponge soaked in cherry syrup, layered with whipped cream and topped with dark cherries.', category: 'birthday-cakes', store: A, brand: 'annapurna-signature', flavour: 'black-forest', perPound: 1400, occasions: ['birthday', 'anniversary', 'congratulations'], candles: 3, urgent: true, tags: ['bestseller', 'cherry'] }),
  cake({ slug: 'chocolate-drip-birthday-cake', name: 'Chocolate Drip Birthday Cake', blurb: 'A tall chocolate cake with a glossy ganache drip and chocolate shards on top.', category: 'birthday-cakes', store: A, brand: 'annapurna-signature', flavour: 'chocolate', perPound: 1500, occasions: ['birthday', 'congratulations'], candles: 5, tags: ['drip', 'kids'] }),
  cake({ slug: 'vanilla-sprinkle-party-cake', name: 'Vanilla Sprinkle Party Cake', blurb: 'Light vanilla sponge with pink drip and rainbow sprinkles that children love.', category: 'birthday-cakes', store: K, brand: 'kumari-classics', flavour: 'vanilla', perPound: 1200, occasions: ['birthday'], candles: 4, message: 'Happy Birthday', urgent: true, tags: ['kids', 'sprinkles'] }),
  cake({ slug: 'butterscotch-crunch-cake', name: 'Butterscotch Crunch Cake', blurb: 'Butterscotch sponge with caramel sauce and crunchy praline nuts.', category: 'birthday-cakes', store: A, flavour: 'butterscotch', perPound: 1300, occasions: ['birthday', 'thank-you'], tags: ['caramel', 'nuts'], sale: 1150 }),
  cake({ slug: 'pineapple-delight-cake', name: 'Pineapple Delight Cake', blurb: 'The valley favourite: vanilla sponge, pineapple chunks and cream, finished with cherries.', category: 'birthday-cakes', store: N, brand: 'newa-heritage', flavour: 'pineapple', perPound: 1200, occasions: ['birthday', 'dashain', 'tihar'], urgent: true, readyMade: true, tags: ['fruit', 'bestseller'] }),
  cake({ slug: 'strawberry-cream-cake', name: 'Strawberry Cream Cake', blurb: 'Pink strawberry cream between soft layers, crowned with fresh strawberries in season.', category: 'birthday-cakes', store: K, brand: 'kumari-classics', flavour: 'strawberry', perPound: 1400, occasions: ['birthday', 'valentines-day', 'mothers-day'], message: 'Happy Birthday', tags: ['fruit', 'pink'] }),
  cake({ slug: 'coffee-mocha-cake', name: 'Coffee Mocha Cake', blurb: 'Espresso-soaked sponge with mocha cream and roasted coffee beans, made with Nepali arabica.', category: 'birthday-cakes', store: A, flavour: 'coffee', perPound: 1600, occasions: ['birthday', 'fathers-day', 'congratulations'], tags: ['coffee', 'grown-ups'] }),
  cake({ slug: 'fresh-fruit-gateau', name: 'Fresh Fruit Gateau', blurb: 'Vanilla sponge and light cream under kiwi, orange, strawberries and berries.', category: 'birthday-cakes', store: A, brand: 'annapurna-signature', flavour: 'fresh-fruit', perPound: 1800, occasions: ['birthday', 'get-well-soon', 'mothers-day'], tags: ['fruit', 'light'] }),
  cake({ slug: 'mango-mousse-cake', name: 'Mango Mousse Cake', blurb: 'Alphonso mango mousse on a vanilla base, topped with mango slices.', category: 'birthday-cakes', store: K, flavour: 'mango', perPound: 1500, occasions: ['birthday', 'teej'], tags: ['fruit', 'summer'] }),
  cake({ slug: 'white-forest-cake', name: 'White Forest Cake', blurb: 'White chocolate shavings, cherries and cream on a vanilla sponge.', category: 'birthday-cakes', store: N, flavour: 'white-forest', perPound: 1400, occasions: ['birthday', 'anniversary'], candles: 2, readyMade: true, urgent: true, tags: ['white-chocolate', 'cherry'] }),
  cake({ slug: 'chocolate-truffle-cake', name: 'Chocolate Truffle Cake', blurb: 'Dense chocolate sponge and rich truffle ganache for serious chocolate lovers.', category: 'birthday-cakes', store: A, brand: 'annapurna-signature', flavour: 'chocolate-truffle', perPound: 1900, occasions: ['birthday', 'anniversary', 'valentines-day'], candles: 3, tags: ['bestseller', 'truffle'] }),
  cake({ slug: 'mini-chocolate-cake-half-pound', name: 'Mini Chocolate Cake (Half Pound)', blurb: 'A half-pound chocolate cake for two, ready in the chiller for last-minute plans.', category: 'birthday-cakes', store: A, flavour: 'chocolate', perPound: 1600, minPound: 0.5, maxPound: 1, occasions: ['birthday', 'thank-you'], readyMade: true, urgent: true, candles: 1, tags: ['mini'] }),
  cake({ slug: 'happy-anniversary-truffle-cake', name: 'Happy Anniversary Truffle Cake', blurb: 'A chocolate truffle cake with "Happy Anniversary" piped in cream.', category: 'birthday-cakes', store: K, brand: 'kumari-classics', flavour: 'chocolate-truffle', perPound: 1900, minPound: 2, occasions: ['anniversary'], message: 'Happy Anniversary', tags: ['truffle', 'message'] }),
  cake({ slug: 'coffee-walnut-cake', name: 'Coffee Walnut Cake', blurb: 'Coffee sponge with toasted walnuts and a light mocha buttercream.', category: 'birthday-cakes', store: N, flavour: 'coffee', perPound: 1700, occasions: ['fathers-day', 'birthday'], tags: ['coffee', 'nuts'] }),
  cake({ slug: 'rainbow-sprinkle-kids-cake', name: 'Rainbow Sprinkle Kids Cake', blurb: 'A vanilla cake covered in rainbow sprinkles, with six candles for the party.', category: 'birthday-cakes', store: K, brand: 'kumari-classics', flavour: 'vanilla', perPound: 1300, minPound: 2, occasions: ['birthday'], candles: 6, images: [{ kind: 'cake', flavour: 'vanilla', style: 'frosted', candles: 6 }, { kind: 'cupcakes', flavour: 'vanilla' }], tags: ['kids', 'sprinkles'] }),
  cake({ slug: 'blueberry-cheesecake-style-cake', name: 'Blueberry Cream Cake', blurb: 'Blueberry compote folded into cream cheese frosting over a vanilla sponge.', category: 'birthday-cakes', store: K, brand: 'kumari-designer', flavour: 'blueberry', perPound: 2100, occasions: ['birthday', 'congratulations'], tags: ['berries', 'cream-cheese'] }),
];

// biome-ignore format: one product per line reads better than a formatted tree
const designer: ProductSeed[] = [
  cake({ slug: 'red-velvet-heart-cake', name: 'Red Velvet Heart Cake', blurb: 'A heart-shaped red velvet cake with cream cheese rosettes and sugar roses.', category: 'designer-cakes', store: K, brand: 'kumari-designer', flavour: 'red-velvet', perPound: 2000, minPound: 2, occasions: ['valentines-day', 'anniversary'], images: [{ kind: 'heart-cake', flavour: 'red-velvet' }, { kind: 'cake', flavour: 'red-velvet', style: 'frosted' }], tags: ['heart', 'romantic'] }),
  cake({ slug: 'strawberry-heart-cake', name: 'Strawberry Love Heart Cake', blurb: 'Pink strawberry cream piped into a heart, with a message of your choice.', category: 'designer-cakes', store: K, brand: 'kumari-designer', flavour: 'strawberry', perPound: 1700, minPound: 2, occasions: ['valentines-day', 'mothers-day', 'anniversary'], images: [{ kind: 'heart-cake', flavour: 'strawberry', message: 'Love You Mum' }], tags: ['heart', 'pink'] }),
  cake({ slug: 'chocolate-heart-cake', name: 'Chocolate Heart Cake', blurb: 'Chocolate sponge shaped into a heart with ganache rosettes.', category: 'designer-cakes', store: A, flavour: 'chocolate', perPound: 1800, minPound: 2, occasions: ['valentines-day', 'anniversary'], images: [{ kind: 'heart-cake', flavour: 'chocolate', message: 'Forever Yours' }], tags: ['heart'] }),
  cake({ slug: 'ganache-drip-tower-cake', name: 'Ganache Drip Tower Cake', blurb: 'A tall three-layer truffle cake with a thick ganache drip and chocolate shards.', category: 'designer-cakes', store: A, brand: 'annapurna-signature', flavour: 'chocolate-truffle', perPound: 2200, minPound: 2, occasions: ['birthday', 'congratulations'], candles: 6, prepHours: 8, tags: ['drip', 'tall'] }),
  cake({ slug: 'naked-berry-celebration-cake', name: 'Naked Berry Celebration Cake', blurb: 'A semi-naked cake with visible layers, cream and fresh berries.', category: 'designer-cakes', store: K, flavour: 'blueberry', perPound: 2200, minPound: 2, occasions: ['anniversary', 'congratulations', 'new-year'], images: [{ kind: 'cake', flavour: 'blueberry', style: 'naked' }, { kind: 'cake', flavour: 'blueberry', style: 'drip' }], tags: ['naked-cake', 'berries'] }),
  cake({ slug: 'dashain-kite-celebration-cake', name: 'Dashain Celebration Cake', blurb: 'A butterscotch cake for tika day, decorated in red and gold.', category: 'designer-cakes', store: N, brand: 'newa-heritage', flavour: 'butterscotch', perPound: 1600, minPound: 2, occasions: ['dashain'], message: 'Happy Dashain', tags: ['festival'] }),
  cake({ slug: 'tihar-lights-cake', name: 'Tihar Lights Cake', blurb: 'A mango cream cake for Bhai Tika, with a golden drip and marigold colours.', category: 'designer-cakes', store: N, brand: 'newa-heritage', flavour: 'mango', perPound: 1600, minPound: 2, occasions: ['tihar'], message: 'Happy Tihar', eggless: true, tags: ['festival', 'bhai-tika'] }),
];

// biome-ignore format: one product per line reads better than a formatted tree
const photo: ProductSeed[] = [
  cake({ slug: 'round-photo-cake', name: 'Round Photo Cake', blurb: 'Send us a photo and we print it on a vanilla cream cake with piped rosettes.', category: 'photo-cakes', store: K, brand: 'kumari-designer', flavour: 'vanilla', perPound: 1600, minPound: 2, occasions: ['birthday', 'anniversary'], images: [{ kind: 'photo-cake', flavour: 'vanilla' }], prepHours: 6, tags: ['photo', 'personalised'] }),
  cake({ slug: 'square-photo-cake', name: 'Square Chocolate Photo Cake', blurb: 'A square chocolate cake with your printed photo and a ganache border.', category: 'photo-cakes', store: K, brand: 'kumari-designer', flavour: 'chocolate', perPound: 1800, minPound: 2, occasions: ['birthday', 'anniversary', 'congratulations'], images: [{ kind: 'photo-cake', flavour: 'chocolate', square: true, message: 'Happy Anniversary' }], prepHours: 6, tags: ['photo', 'personalised'] }),
  cake({ slug: 'strawberry-photo-cake', name: 'Strawberry Photo Cake', blurb: 'Your photo on pink strawberry cream, finished with fresh strawberries.', category: 'photo-cakes', store: A, flavour: 'strawberry', perPound: 1700, minPound: 2, occasions: ['birthday', 'mothers-day'], images: [{ kind: 'photo-cake', flavour: 'strawberry', message: 'Happy Birthday Mum' }], prepHours: 6, tags: ['photo'] }),
  cake({ slug: 'graduation-photo-cake', name: 'Graduation Photo Cake', blurb: 'Celebrate results day with a photo cake and a congratulations message.', category: 'photo-cakes', store: N, flavour: 'butterscotch', perPound: 1600, minPound: 2, occasions: ['congratulations'], images: [{ kind: 'photo-cake', flavour: 'butterscotch', square: true, message: 'Congratulations' }], eggless: true, prepHours: 6, tags: ['photo', 'graduation'] }),
  cake({ slug: 'red-velvet-photo-cake', name: 'Red Velvet Photo Cake', blurb: 'Red velvet sponge under cream cheese frosting with your printed photo.', category: 'photo-cakes', store: K, flavour: 'red-velvet', perPound: 2100, minPound: 2, occasions: ['anniversary', 'valentines-day'], images: [{ kind: 'photo-cake', flavour: 'red-velvet', message: 'Happy Anniversary' }], prepHours: 6, tags: ['photo', 'romantic'] }),
];

// biome-ignore format: one product per line reads better than a formatted tree
const wedding: ProductSeed[] = [
  cake({ slug: 'three-tier-rose-wedding-cake', name: 'Three-Tier Rose Wedding Cake', blurb: 'Three ivory tiers with pearl borders and a cascade of red sugar roses.', category: 'wedding-cakes', store: A, brand: 'annapurna-signature', flavour: 'vanilla', perPound: 2300, minPound: 8, maxPound: 25, occasions: ['wedding', 'anniversary'], images: [{ kind: 'tiered', tiers: 3, flower: '#c0392b' }], sameDay: false, prepHours: 48, tags: ['tiered', 'fondant'] }),
  cake({ slug: 'two-tier-blush-wedding-cake', name: 'Two-Tier Blush Wedding Cake', blurb: 'Two tiers in ivory with blush pink roses, for engagements and small weddings.', category: 'wedding-cakes', store: K, brand: 'kumari-designer', flavour: 'strawberry', perPound: 2200, minPound: 4, maxPound: 15, occasions: ['wedding'], images: [{ kind: 'tiered', tiers: 2, flower: '#e98aa5' }], sameDay: false, prepHours: 36, tags: ['tiered', 'engagement'] }),
  cake({ slug: 'four-tier-grand-wedding-cake', name: 'Four-Tier Grand Wedding Cake', blurb: 'A grand four-tier cake for receptions of two hundred guests.', category: 'wedding-cakes', store: A, brand: 'annapurna-signature', flavour: 'chocolate-truffle', perPound: 2500, minPound: 15, maxPound: 40, occasions: ['wedding'], images: [{ kind: 'tiered', tiers: 4, flower: '#d94f70' }], sameDay: false, prepHours: 72, tags: ['tiered', 'reception'] }),
  cake({ slug: 'eggless-two-tier-wedding-cake', name: 'Eggless Two-Tier Wedding Cake', blurb: 'An eggless butterscotch two-tier cake with pale pink roses.', category: 'wedding-cakes', store: N, brand: 'newa-heritage', flavour: 'butterscotch', perPound: 2200, minPound: 4, maxPound: 15, occasions: ['wedding', 'anniversary'], images: [{ kind: 'tiered', tiers: 2, flower: '#f3b1c1' }], eggless: true, sameDay: false, prepHours: 36, tags: ['tiered'] }),
];

// biome-ignore format: one product per line reads better than a formatted tree
const eggless: ProductSeed[] = [
  cake({ slug: 'eggless-black-forest-cake', name: 'Eggless Black Forest Cake', blurb: 'Our black forest made without eggs, just as light and just as cherry-rich.', category: 'eggless-cakes', store: N, brand: 'newa-heritage', flavour: 'black-forest', perPound: 1500, occasions: ['birthday', 'tihar', 'dashain'], eggless: true, urgent: true, tags: ['vegetarian'] }),
  cake({ slug: 'eggless-pineapple-cake', name: 'Eggless Pineapple Cake', blurb: 'Eggless vanilla sponge with pineapple and cream, a festival favourite.', category: 'eggless-cakes', store: N, brand: 'newa-heritage', flavour: 'pineapple', perPound: 1300, occasions: ['birthday', 'tihar', 'teej'], eggless: true, readyMade: true, urgent: true, tags: ['vegetarian', 'fruit'] }),
  cake({ slug: 'eggless-chocolate-cake', name: 'Eggless Chocolate Cake', blurb: 'Moist eggless chocolate sponge with chocolate cream and shards.', category: 'eggless-cakes', store: A, flavour: 'chocolate', perPound: 1600, occasions: ['birthday'], eggless: true, candles: 3, tags: ['vegetarian'] }),
  cake({ slug: 'eggless-butterscotch-cake', name: 'Eggless Butterscotch Cake', blurb: 'Caramel and praline on an eggless butterscotch sponge.', category: 'eggless-cakes', store: N, flavour: 'butterscotch', perPound: 1400, occasions: ['birthday', 'fathers-day'], eggless: true, tags: ['vegetarian', 'caramel'] }),
  cake({ slug: 'eggless-mango-cake', name: 'Eggless Mango Cake', blurb: 'Eggless sponge with mango cream and fresh mango in season.', category: 'eggless-cakes', store: K, flavour: 'mango', perPound: 1600, occasions: ['birthday', 'teej'], eggless: true, tags: ['vegetarian', 'fruit'] }),
  cake({ slug: 'eggless-fresh-fruit-cake', name: 'Eggless Fresh Fruit Cake', blurb: 'Eggless vanilla sponge under a crown of fresh fruit.', category: 'eggless-cakes', store: A, flavour: 'fresh-fruit', perPound: 1900, occasions: ['birthday', 'get-well-soon'], eggless: true, tags: ['vegetarian', 'fruit'] }),
  cake({ slug: 'eggless-red-velvet-cake', name: 'Eggless Red Velvet Cake', blurb: 'Eggless red velvet with cream cheese frosting and red crumbs.', category: 'eggless-cakes', store: K, flavour: 'red-velvet', perPound: 2100, occasions: ['valentines-day', 'anniversary'], eggless: true, images: [{ kind: 'cake', flavour: 'red-velvet', style: 'frosted' }, { kind: 'cake', flavour: 'red-velvet', style: 'naked' }], tags: ['vegetarian'] }),
];

// biome-ignore format: kept compact like the data it builds
const cupcakeBox = (slug: string, name: string, flavour: string, pieces: number, price: number, store: string, occasions: string[]): ProductSeed => ({
  ...cake({ slug, name, blurb: `${pieces} cupcakes with swirled frosting, sprinkles and a cherry on each.`, category: 'cupcakes', store, flavour, perPound: price, occasions, readyMade: true, urgent: true, images: [{ kind: 'cupcakes', flavour }], tags: ['cupcakes', 'party'] }),
  type: 'product',
  minPound: undefined,
  maxPound: undefined,
  perPound: undefined,
  description: `A box of ${pieces} cupcakes with swirled frosting, sprinkles and a cherry on each, boxed to travel. Good for offices, classrooms and birthday parties. Best eaten the same day.`,
  sizes: [`${pieces} pieces`],
});

// biome-ignore format: one product per line reads better than a formatted tree
const cupcakes: ProductSeed[] = [
  cupcakeBox('chocolate-cupcakes-box-of-6', 'Chocolate Cupcakes (Box of 6)', 'chocolate', 6, 900, K, ['birthday', 'thank-you']),
  cupcakeBox('vanilla-cupcakes-box-of-12', 'Vanilla Rainbow Cupcakes (Box of 12)', 'vanilla', 12, 1700, K, ['birthday', 'congratulations']),
  cupcakeBox('red-velvet-cupcakes-box-of-6', 'Red Velvet Cupcakes (Box of 6)', 'red-velvet', 6, 1100, A, ['valentines-day', 'birthday']),
  cupcakeBox('strawberry-cupcakes-box-of-6', 'Strawberry Cupcakes (Box of 6)', 'strawberry', 6, 950, N, ['mothers-day', 'birthday']),
];

export const CAKE_PRODUCTS: ProductSeed[] = [
  ...birthday,
  ...designer,
  ...photo,
  ...wedding,
  ...eggless,
  ...cupcakes,
];

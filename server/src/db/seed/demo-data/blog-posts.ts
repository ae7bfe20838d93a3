import type { ImageSpec } from '../images/index.ts';

// The demo blog of a Kathmandu cake and gift shop: three categories and a dozen posts, one still a
// draft and one scheduled for a few days ahead, so every state shows in the dashboard.

export const BLOG_CATEGORIES = [
  {
    slug: 'cake-care-and-ideas',
    name: 'Cake care & ideas',
    description: 'Keeping cakes fresh, choosing flavours and baking without eggs.',
  },
  {
    slug: 'gifting-guides',
    name: 'Gifting guides',
    description: 'What to send, when, and how to make it feel personal.',
  },
  {
    slug: 'festivals-and-occasions',
    name: 'Festivals & occasions',
    description: 'Dashain, Tihar, Teej, birthdays and weddings, the Kathmandu way.',
  },
];

export type BlogPostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  /** Days before the seed ran; negative: scheduled that many days ahead; null: a draft. */
  daysAgo: number | null;
  products: string[];
  cover: ImageSpec[];
  markdown: string;
};

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: 'how-to-store-a-cake-in-kathmandu-summer',
    title: 'How to store a cake in a Kathmandu summer',
    excerpt:
      'Cream cakes and 30 °C afternoons do not mix. Here is how to keep yours looking like it left our kitchen.',
    category: 'cake-care-and-ideas',
    tags: ['summer', 'storage', 'fresh cream'],
    author: 'Sita Maharjan',
    daysAgo: 2,
    products: ['mango-mousse-cake', 'fresh-fruit-gateau', 'strawberry-cream-cake'],
    cover: [{ kind: 'cake', flavour: 'mango' }],
    markdown: `Between May and September the valley is warm and humid, and a fresh cream cake left on the table starts to slump within an hour. A few habits keep it firm, fresh and safe.

## As soon as it arrives

- **Open the box and look.** Check the message and decorations while the delivery rider is still there.
- **Into the fridge within 30 minutes.** Keep it in its box so it does not take on the smell of last night's achar.
- **Lowest shelf, towards the back.** It is the coldest spot and the cake is least likely to be knocked.

## Before you cut it

Take the cake out **20–30 minutes before serving**. Cream tastes flat when it is fridge-cold, and the sponge is softer at room temperature. In the hottest part of the afternoon, 15 minutes is plenty.

> A warm knife cuts clean slices: dip it in hot water and wipe it between cuts.

## Leftovers

| Cake | In the fridge | Out of the fridge |
|---|---|---|
| Fresh cream and fruit | 2 days | 2 hours |
| Ganache and truffle | 3 days | 4 hours |
| Butterscotch and sponge | 3 days | 3 hours |

Cover cut sides with cling film so they do not dry out. Fresh fruit cakes are best the same day; the fruit weeps overnight.

## During load shedding

If the power goes, keep the fridge door closed: a full fridge stays cold for about four hours. Do not freeze a cream cake to save it — the cream splits when it thaws.`,
  },
  {
    slug: 'eggless-baking-that-does-not-taste-eggless',
    title: 'Eggless cakes that do not taste eggless',
    excerpt:
      'Half our cake orders are eggless. What our bakers use instead of eggs, and how to pick a flavour that shines without them.',
    category: 'cake-care-and-ideas',
    tags: ['eggless', 'vegetarian', 'baking'],
    author: 'Bikash Shrestha',
    daysAgo: 6,
    products: ['eggless-black-forest-cake', 'eggless-pineapple-cake', 'eggless-red-velvet-cake'],
    cover: [{ kind: 'cake', flavour: 'red-velvet', style: 'drip' }],
    markdown: `Many families in Nepal do not eat eggs on fasting days, during festivals, or at all. An eggless cake used to mean a dense, dry one. It does not have to.

## What replaces the egg

Eggs do three jobs in a sponge: they trap air, bind the crumb and add richness. Our bakers split those jobs:

1. **Yoghurt (dahi)** for moisture and a tender crumb.
2. **Baking soda with a little vinegar** for lift.
3. **Condensed milk** for richness and colour.

## Flavours that suit it best

- **Black forest** — cherries and chocolate hide any difference completely.
- **Pineapple** — light and fresh, the most ordered eggless cake in the valley.
- **Red velvet** — the buttermilk tang is already part of the recipe.

## When you order

Choose *eggless* on the cake's page: the kitchen bakes it in a separate batch. If someone at the party has an egg allergy, say so in the note to the baker too, so the decorations are checked as well.`,
  },
  {
    slug: 'choosing-a-birthday-cake-flavour',
    title: 'Choosing a birthday cake everyone will finish',
    excerpt:
      'Chocolate for the children, something lighter for the grandparents. A short guide to flavours, sizes and messages.',
    category: 'cake-care-and-ideas',
    tags: ['birthday', 'flavours', 'party'],
    author: 'Sita Maharjan',
    daysAgo: 11,
    products: ['chocolate-drip-birthday-cake', 'vanilla-sprinkle-party-cake', 'butterscotch-crunch-cake'],
    cover: [{ kind: 'cake', flavour: 'chocolate', candles: 5, message: 'Happy Birthday' }],
    markdown: `A birthday cake has one job: be finished. Here is how we help families choose.

## How big?

- **1 pound** serves 6–8 slices: a small family dinner.
- **2 pounds** serves 12–16: most house parties.
- **3 pounds and up**: office parties and big family gatherings.

## Flavours by crowd

- **Mostly children:** chocolate drip or vanilla with sprinkles. Bright, sweet, easy to cut.
- **Mixed ages:** butterscotch crunch — the flavour nobody says no to.
- **Grown-ups:** coffee mocha or a fresh fruit gateau, less sweet and lighter after a big meal.

## The message

Keep it short: *Happy Birthday Aama* fits on a one-pound cake; a long message squeezes the piping. Write names in the note exactly as they should appear, with the spelling the family uses.`,
  },
  {
    slug: 'dashain-gifts-for-the-whole-family',
    title: 'Dashain gifts for the whole family',
    excerpt:
      'Visiting elders for tika? What to bring, from hampers to a cake for the evening, and how to time the delivery.',
    category: 'festivals-and-occasions',
    tags: ['dashain', 'family', 'hampers'],
    author: 'Upahar Kitchen',
    daysAgo: 15,
    products: ['dashain-family-hamper', 'dashain-kite-celebration-cake', 'assorted-truffle-box-12'],
    cover: [{ kind: 'kite' }, { kind: 'gift-box' }],
    markdown: `Dashain is the longest holiday of the year and the busiest week in our kitchen. Families travel, visit elders for tika and jamara, and the kites come out over every rooftop.

## Bringing something to your elders

A gift for the house you visit should be easy to share:

- **A family hamper** with dry fruits, sweets and tea — it keeps for weeks.
- **A box of truffles** for the cousins who will open it before you have taken your shoes off.
- **A kite cake** for the evening, when everyone is back from flying kites.

## Timing

Deliveries on **Tika day** fill up early. Order at least three days ahead and choose a morning slot if the gift must arrive before you do.

## Sending from abroad

Many of our orders during Dashain come from sons and daughters working abroad. Add a card message in Nepali or English; we print it and put it in the box.`,
  },
  {
    slug: 'tihar-sweets-lights-and-sisters',
    title: 'Tihar: sweets, lights and gifts for brothers and sisters',
    excerpt:
      'From Laxmi Puja to Bhai Tika, five days of lights. A guide to sweets, hampers and a cake for Bhai Tika evening.',
    category: 'festivals-and-occasions',
    tags: ['tihar', 'bhai tika', 'sweets'],
    author: 'Upahar Kitchen',
    daysAgo: 20,
    products: ['tihar-lights-cake', 'tihar-sweets-hamper', 'tihar-chocolate-hamper'],
    cover: [{ kind: 'diya' }, { kind: 'cake', flavour: 'butterscotch' }],
    markdown: `Tihar lights up Kathmandu for five days: crows, dogs and cows are honoured, houses are lit with diyo and marigolds for Laxmi Puja, and on the last day sisters give their brothers tika and the seven-coloured *saptarangi*.

## For Laxmi Puja

Sweets are part of the puja. A **sweets hamper** with laddu, barfi and sel roti-friendly treats saves an evening of frying.

## For Bhai Tika

- Sisters often give **dry fruits and sweets**; brothers give a gift in return.
- A **chocolate hamper** is the easy answer for a brother who is hard to shop for.
- After the tika, the family sits down to eat: a **Tihar lights cake** closes the meal.

## Ordering tips

Bhai Tika is one of our three busiest days. Order early, and if your brother lives in another part of the valley, check that his area is in our delivery list before you pay.`,
  },
  {
    slug: 'teej-a-gift-for-her',
    title: 'Teej: red, green and a gift for her',
    excerpt:
      'Teej is about women, songs and red saris. Flowers and treats to send after the fast, and what not to send during it.',
    category: 'festivals-and-occasions',
    tags: ['teej', 'flowers', 'for her'],
    author: 'Anjali Gurung',
    daysAgo: 27,
    products: ['teej-red-flower-basket', 'red-rose-basket', 'white-chocolate-pralines'],
    cover: [{ kind: 'basket', flowers: 'roses', colour: 'red' }],
    markdown: `During Teej women dress in red, sing and dance at Pashupatinath, and many keep a strict fast — not even water — for the day.

## During the fast

Please do **not** send cakes or sweets on the fasting day itself. Flowers are a better way to say you are thinking of her: a basket of **red flowers** matches the colours of the day.

## After the fast

The fast ends the next morning. That is the moment for something sweet:

1. A small box of **white chocolate pralines**.
2. A light fruit cake for the family meal.
3. A card with a line from her favourite Teej song.

Order the treats for the morning slot after Teej so they arrive when she can enjoy them.`,
  },
  {
    slug: 'choosing-flowers-that-last',
    title: 'Choosing flowers that last the week',
    excerpt:
      'Roses, lilies or sunflowers? Which flowers survive the valley’s dry winter air, and a few tricks to keep them fresh.',
    category: 'gifting-guides',
    tags: ['flowers', 'roses', 'care'],
    author: 'Anjali Gurung',
    daysAgo: 33,
    products: ['dozen-red-roses-bouquet', 'sunflower-sunshine-bouquet', 'pink-lilies-bouquet'],
    cover: [
      { kind: 'bouquet', flowers: 'roses', colour: 'mixed' },
      { kind: 'bouquet', flowers: 'sunflowers' },
    ],
    markdown: `A bouquet should still look good when the person who received it comes home from work three days later.

## What lasts longest

- **Lilies:** 7–10 days; buds keep opening. Remove the orange pollen so it does not stain.
- **Sunflowers:** 6–8 days, and they cheer up any room.
- **Roses:** 5–7 days if you trim the stems.

## Keeping them fresh

1. Cut 2 cm off the stems at a slant on the first day.
2. Fresh water every second day; a spoon of sugar helps.
3. Keep them away from the heater and from the fruit bowl — ripening fruit makes flowers wilt.

## What the colours say

Red roses for love, yellow for friendship, white for sympathy or a new start, pink for thanks. When unsure, a mixed basket is always welcome.`,
  },
  {
    slug: 'valentines-day-beyond-roses',
    title: "Valentine's Day beyond a dozen roses",
    excerpt:
      'Roses sell out by noon on 14 February. Ideas for something more personal, and the order of the day.',
    category: 'gifting-guides',
    tags: ["valentine's day", 'for her', 'for him', 'chocolates'],
    author: 'Bikash Shrestha',
    daysAgo: 45,
    products: [
      'red-velvet-heart-cake',
      'heart-box-of-chocolates',
      'couple-photo-mug',
      'brown-teddy-with-heart',
    ],
    cover: [
      { kind: 'heart-cake', flavour: 'red-velvet' },
      { kind: 'chocolates', heart: true },
    ],
    markdown: `In Kathmandu, Valentine's Day has become as busy as any festival. The best gifts are the ones that show you listened.

## Three ideas that are not just roses

- **A heart-shaped cake** in the flavour of your first date's dessert.
- **A photo mug** with a picture only the two of you understand.
- **A box of chocolates** with a handwritten card — we will copy your words onto it.

## For him

Not every man wants flowers. A **coffee walnut cake**, a good box of dark chocolate with timur, or a teddy for the office desk (yes, really) all work.

## The timing

Order before **12 February**. Deliveries on the 14th run from early morning to late evening, and the first slots go first.`,
  },
  {
    slug: 'wedding-cakes-how-many-tiers',
    title: 'Wedding cakes: how many tiers do you need?',
    excerpt:
      'A three-tier cake feeds more people than you think. Sizes, flavours per tier and when to order for a Nepali wedding.',
    category: 'festivals-and-occasions',
    tags: ['wedding', 'tiered cakes', 'planning'],
    author: 'Sita Maharjan',
    daysAgo: 60,
    products: [
      'three-tier-rose-wedding-cake',
      'two-tier-blush-wedding-cake',
      'eggless-two-tier-wedding-cake',
    ],
    cover: [{ kind: 'tiered', tiers: 3 }],
    markdown: `Nepali weddings are big: a reception of 300 guests is ordinary. The cake is cut on stage, photographed, and then everyone wants a slice.

## Tiers and guests

| Tiers | Weight | Slices |
|---|---|---|
| Two | 5 pounds | 40 |
| Three | 10 pounds | 80 |
| Four | 16 pounds | 130 |

For larger receptions, pair a display cake with a plain **sheet cake** kept in the kitchen.

## One flavour per tier

Tiers can differ: vanilla at the bottom (the crowd-pleaser), chocolate in the middle, and something special on top for the couple. **Eggless** tiers are baked and stacked separately.

## When to order

Book **three weeks ahead** in the wedding months of Mangsir and Magh. Share the colours of the stage decoration and we will match the flowers.`,
  },
  {
    slug: 'thank-you-gifts-for-teachers-and-colleagues',
    title: 'Thank-you gifts for teachers and colleagues',
    excerpt:
      'Small, thoughtful and easy to share at the office: gifts that say thank you without saying too much.',
    category: 'gifting-guides',
    tags: ['thank you', 'office', 'teachers'],
    author: 'Bikash Shrestha',
    daysAgo: 75,
    products: ['thank-you-gift-box', 'ilam-tea-truffles', 'mini-chocolate-cake-half-pound'],
    cover: [{ kind: 'gift-box' }],
    markdown: `Guru Purnima, a colleague's last day, a neighbour who watered your plants: some moments call for a small gift.

## Good thank-you gifts

- **A thank-you box** with tea, biscuits and a card.
- **Ilam tea truffles** — a taste of the east, easy to share at the office.
- **A half-pound cake** for a small team's tea break.

## Keep it simple

A thank-you gift should not make the other person feel they owe you something back. Spend little, write a real card, and deliver it during working hours.`,
  },
  {
    slug: 'planning-a-childrens-party-at-home',
    title: "Planning a children's birthday party at home",
    excerpt: 'Draft: a checklist for parents, from cake size to games, candles and the goody bags.',
    category: 'cake-care-and-ideas',
    tags: ['birthday', 'kids', 'party'],
    author: 'Sita Maharjan',
    daysAgo: null,
    products: ['rainbow-sprinkle-kids-cake'],
    cover: [{ kind: 'balloons' }],
    markdown: `## The checklist

- Cake: one pound per 8 children, plus one for the parents.
- Candles and a lighter (check the day before!).
- Games: musical chairs, passing the parcel.

*More to come before we publish.*`,
  },
  {
    slug: 'new-year-2083-celebration-ideas',
    title: 'Nepali New Year: celebration ideas for Baisakh 1',
    excerpt:
      'Scheduled: ideas for welcoming the new year with family, from a picnic cake to a gift box for the neighbours.',
    category: 'festivals-and-occasions',
    tags: ['new year', 'baisakh', 'family'],
    author: 'Upahar Kitchen',
    daysAgo: -3,
    products: ['new-year-celebration-box', 'coffee-walnut-cake'],
    cover: [{ kind: 'fireworks' }],
    markdown: `Baisakh 1 opens the Nepali year with fairs in Bhaktapur and family picnics across the valley.

## Ideas for the day

- Take a **coffee walnut cake** on the picnic: it travels well without cream.
- Send a **celebration box** to the neighbours.
- Start a new tradition: each family member writes one wish for the year and puts it in the box.`,
  },
];

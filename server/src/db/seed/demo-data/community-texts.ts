// Believable words from Kathmandu valley customers for the demo product pages.

export const REVIEWERS = [
  { name: 'Sujata Thapa', username: 'sujata_t', email: 'sujata.t@upahar.demo' },
  { name: 'Prakash Adhikari', username: 'prakash.a', email: 'prakash.a@upahar.demo' },
  { name: 'Nirmala Tamang', username: 'nirmala', email: 'nirmala@upahar.demo' },
  { name: 'Rojan Shakya', username: 'rojan_shakya', email: 'rojan.shakya@upahar.demo' },
  { name: 'Anisha Karki', username: 'anisha.k', email: 'anisha.k@upahar.demo' },
  { name: 'Dipesh Rai', username: 'dipesh', email: 'dipesh@upahar.demo' },
  { name: 'Srijana Magar', username: 'srijana_m', email: 'srijana.m@upahar.demo' },
  { name: 'Kiran Bajracharya', username: 'kiran_b', email: 'kiran.b@upahar.demo' },
];

export type ReviewText = { rating: number; title: string | null; body: string };

export const CAKE_REVIEWS: ReviewText[] = [
  {
    rating: 5,
    title: 'Mitho cha!',
    body: 'Ordered for my mother’s birthday in Baneshwor. The sponge was soft, the cream not too sweet, and it arrived 20 minutes before the slot. Everyone asked where it was from.',
  },
  {
    rating: 5,
    title: 'Perfect for our office party',
    body: 'Two pounds fed twelve of us with a little left over. The message on top was written neatly and spelt right, which is rarer than it should be.',
  },
  {
    rating: 4,
    title: 'Tasty, slightly late',
    body: 'The cake itself was lovely and fresh. Delivery to Bhaktapur came about half an hour after the slot because of traffic at Koteshwor, but the rider called ahead.',
  },
  {
    rating: 5,
    title: null,
    body: 'We chose the eggless option for my grandmother and honestly nobody could tell the difference. Will order again for Dashain.',
  },
  {
    rating: 4,
    title: 'Good value',
    body: 'Generous layers of cream and fruit for the price. The box was a bit squashed on one side, but the cake inside was fine.',
  },
  {
    rating: 5,
    title: 'धेरै मीठो',
    body: 'केक एकदम ताजा र नरम थियो। समयमै डेलिभरी भयो। धन्यवाद!',
  },
  {
    rating: 3,
    title: 'Nice but very sweet',
    body: 'Looked exactly like the photo and the kids loved it, but for us adults the icing was too sweet. Maybe ask for less cream next time.',
  },
  {
    rating: 5,
    title: 'Midnight surprise worked',
    body: 'Booked the late slot for my husband’s birthday and it came at 11:45 pm to Jhamsikhel as promised. The candles and knife were in the box too.',
  },
  {
    rating: 4,
    title: null,
    body: 'Fresh and moist. I would have liked a little more chocolate on top, but the flavour inside was rich and balanced.',
  },
  {
    rating: 5,
    title: 'Best in the valley',
    body: 'I have tried many bakeries in Kathmandu and this one is now our family favourite. The half-kilo size is perfect for the two of us.',
  },
  {
    rating: 2,
    title: 'Wrong name on the cake',
    body: 'The cake tasted good, but the name was spelt “Ashish” instead of “Aashish”. Support apologised and gave a voucher, which was kind.',
  },
  {
    rating: 5,
    title: 'Beautiful decoration',
    body: 'The piping and flowers were so pretty that my daughter did not want to cut it. Photos came out beautifully for the puja.',
  },
];

export const GIFT_REVIEWS: ReviewText[] = [
  {
    rating: 5,
    title: 'She loved it',
    body: 'Sent this to my sister in Lalitpur while I am abroad in Doha. She sent me a photo within an hour. Exactly as shown on the site.',
  },
  {
    rating: 4,
    title: 'Lovely gift',
    body: 'Well packed with a handwritten card. The colours were a shade lighter than the pictures, but still very pretty.',
  },
  {
    rating: 5,
    title: null,
    body: 'Arrived on time for Bhai Tika and the quality was better than I expected for the price. Will send again next Tihar.',
  },
  {
    rating: 5,
    title: 'Great for anniversaries',
    body: 'Added a small cake with it and the combo made our tenth anniversary special. The delivery person was polite and careful.',
  },
  {
    rating: 4,
    title: 'Good quality',
    body: 'Nicely made and carefully wrapped. Took one extra day because of a bandh, but they kept me informed by SMS.',
  },
  {
    rating: 3,
    title: 'Okay',
    body: 'The gift was fine but smaller than I imagined from the photo. Check the size in the description before ordering.',
  },
  {
    rating: 5,
    title: 'एकदम राम्रो',
    body: 'उपहार राम्रोसँग प्याक गरिएको थियो र समयमै आइपुग्यो। आमालाई धेरै मन पर्‍यो।',
  },
  {
    rating: 5,
    title: 'Made her day',
    body: 'My friend was in hospital at Teaching and this cheered her up so much. The nurses asked where we ordered it from.',
  },
];

export type QuestionText = { body: string; answer: string; answerBySeller: boolean };

export const CAKE_QUESTIONS: QuestionText[] = [
  {
    body: 'Can you write the message in Nepali (Devanagari) on this cake?',
    answer:
      'Yes, we can. Type the message in Nepali in the “message on the cake” box and our decorator will pipe it.',
    answerBySeller: true,
  },
  {
    body: 'Is the eggless version made in the same kitchen as the regular cakes?',
    answer: 'Same kitchen, but eggless cakes are baked in separate batches with their own trays and tools.',
    answerBySeller: true,
  },
  {
    body: 'How long does this cake stay fresh in the fridge?',
    answer: 'Two days in the fridge, covered. Take it out about 20 minutes before serving.',
    answerBySeller: true,
  },
  {
    body: 'Do you deliver to Kirtipur on the same day if I order before noon?',
    answer: 'I ordered at 11 am last week and got it in Kirtipur by 5 pm.',
    answerBySeller: false,
  },
  {
    body: 'Does the cake come with candles and a knife?',
    answer: 'Yes, every cake comes with a knife, and candles on request at checkout.',
    answerBySeller: true,
  },
];

export const GIFT_QUESTIONS: QuestionText[] = [
  {
    body: 'Can I add a personal note with this gift?',
    answer: 'Yes, add your note at checkout. We print it on a card and tuck it into the package.',
    answerBySeller: true,
  },
  {
    body: 'Is the price shown including VAT and delivery?',
    answer: 'VAT is included. Delivery is added at checkout and depends on your location.',
    answerBySeller: true,
  },
  {
    body: 'Can I choose a delivery time in the evening?',
    answer: 'There is an evening slot until 8 pm for most of the valley; I picked it for Budhanilkantha.',
    answerBySeller: false,
  },
];

/** Threads of comments; replies may @mention earlier speakers by their username. */
export type CommentThreadText = { body: string; replies: string[] };

export const COMMENT_THREADS: CommentThreadText[] = [
  {
    body: 'Ordered this for Teej last year, the whole family loved it. Thinking of ordering again!',
    replies: [
      '@{0} did you go with the one-pound or the two-pound size?',
      '@{1} two pounds, it was enough for ten people.',
    ],
  },
  {
    body: 'Anyone tried the less-cream option? My father is diabetic and wants something lighter.',
    replies: ['I did, @{0}. It is still sweet but much lighter. Worth trying.'],
  },
  {
    body: 'The photo on the site does not do it justice. It looked even better in person.',
    replies: [],
  },
  {
    body: 'Does anyone know if this is available in Pokhara too?',
    replies: [
      'Delivery is only inside the Kathmandu valley for now, @{0}.',
      'Thanks @{1}, I will send it to my cousin in Patan then.',
    ],
  },
  {
    body: 'Got this for our Bhai Tika gathering. Five stars from my brothers 😄',
    replies: ['Aww, so sweet! Happy Tihar @{0}'],
  },
];

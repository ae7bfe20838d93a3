type District = 'Kathmandu' | 'Lalitpur' | 'Bhaktapur';
export type StoreSeed = {
  slug: string;
  name: string;
  description: string;
  city: string;
  district: District;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  colour: string;
  rating: number;
  ratingCount: number;
  /** The demo seller account that owns this store when it exists (seed/demo-users.ts). */
  owner?: string;
  /** Demo accounts on the store's team, when they exist. */
  staff?: { email: string; role: 'manager' | 'packer' }[];
  brands: { slug: string; name: string }[];
};

// Fictional shops with believable names and real neighbourhoods of the valley.
export const STORES: StoreSeed[] = [
  {
    slug: 'annapurna-bakers',
    name: 'Annapurna Bakers',
    description: 'A family bakery on Lazimpat since 1998, known for black forest and fresh fruit cakes.',
    city: 'Lazimpat',
    district: 'Kathmandu',
    address: 'Lazimpat Road, near the French Embassy, Kathmandu',
    phone: '014412345',
    email: 'orders@annapurnabakers.example',
    lat: 27.7218,
    lng: 85.3207,
    colour: '#7a1022',
    rating: 4.7,
    ratingCount: 312,
    owner: 'seller@upahar.demo',
    staff: [{ email: 'packer@upahar.demo', role: 'packer' }],
    brands: [{ slug: 'annapurna-signature', name: 'Annapurna Signature' }],
  },
  {
    slug: 'kumari-cake-house',
    name: 'Kumari Cake House',
    description: 'Photo cakes, designer cakes and cupcakes from our kitchen in Jawalakhel.',
    city: 'Jawalakhel',
    district: 'Lalitpur',
    address: 'Jawalakhel Chowk, opposite the zoo gate, Lalitpur',
    phone: '015523456',
    email: 'hello@kumaricakes.example',
    lat: 27.6729,
    lng: 85.3135,
    colour: '#c8102e',
    rating: 4.5,
    ratingCount: 198,
    brands: [
      { slug: 'kumari-classics', name: 'Kumari Classics' },
      { slug: 'kumari-designer', name: 'Kumari Designer Studio' },
    ],
  },
  {
    slug: 'newa-mithai-bakery',
    name: 'Newa Mithai & Bakery',
    description: 'Eggless cakes and Newari sweets from the heart of old Bhaktapur.',
    city: 'Taumadhi',
    district: 'Bhaktapur',
    address: 'Taumadhi Tole, near Nyatapola, Bhaktapur',
    phone: '016612789',
    email: 'namaste@newamithai.example',
    lat: 27.6714,
    lng: 85.4293,
    colour: '#b5451b',
    rating: 4.6,
    ratingCount: 141,
    brands: [{ slug: 'newa-heritage', name: 'Newa Heritage' }],
  },
  {
    slug: 'phoolbari-florists',
    name: 'Phoolbari Florists',
    description: 'Fresh roses from Godawari farms and lilies from Dhading, arranged every morning.',
    city: 'New Baneshwor',
    district: 'Kathmandu',
    address: 'Shankhamul Road, New Baneshwor, Kathmandu',
    phone: '014781234',
    email: 'flowers@phoolbari.example',
    lat: 27.6905,
    lng: 85.3378,
    colour: '#2e8b57',
    rating: 4.8,
    ratingCount: 267,
    owner: 'florist@upahar.demo',
    brands: [{ slug: 'phoolbari-fresh', name: 'Phoolbari Fresh' }],
  },
  {
    slug: 'himal-chocolatier',
    name: 'Himal Chocolatier',
    description: 'Hand-made truffles and pralines from Jhamsikhel, with Ilam tea and timur flavours.',
    city: 'Jhamsikhel',
    district: 'Lalitpur',
    address: 'Jhamsikhel Road, Sanepa, Lalitpur',
    phone: '015536789',
    email: 'cocoa@himalchocolatier.example',
    lat: 27.6797,
    lng: 85.3072,
    colour: '#3b1f12',
    rating: 4.6,
    ratingCount: 122,
    brands: [{ slug: 'himal-cocoa', name: 'Himal Cocoa' }],
  },
  {
    slug: 'sagarmatha-gifts',
    name: 'Sagarmatha Gifts & Crafts',
    description: 'Teddy bears, hampers and gift boxes wrapped by hand in Thamel.',
    city: 'Thamel',
    district: 'Kathmandu',
    address: 'Chaksibari Marg, Thamel, Kathmandu',
    phone: '014700112',
    email: 'gifts@sagarmatha.example',
    lat: 27.7152,
    lng: 85.3109,
    colour: '#1f6f8b',
    rating: 4.4,
    ratingCount: 176,
    brands: [{ slug: 'sagarmatha-crafts', name: 'Sagarmatha Crafts' }],
  },
  {
    slug: 'patan-print-studio',
    name: 'Patan Print Studio',
    description: 'Photo mugs, frames and cushions printed while you wait in Pulchowk.',
    city: 'Pulchowk',
    district: 'Lalitpur',
    address: 'Pulchowk Road, near Labim Mall, Lalitpur',
    phone: '015544321',
    email: 'print@patanprint.example',
    lat: 27.6784,
    lng: 85.3172,
    colour: '#7b3fa0',
    rating: 4.3,
    ratingCount: 89,
    brands: [{ slug: 'patan-prints', name: 'Patan Prints' }],
  },
  {
    slug: 'bagmati-motors',
    name: 'Bagmati Motors',
    description: 'Cars and scooters for the valley, with test rides booked online.',
    city: 'Kalanki',
    district: 'Kathmandu',
    address: 'Ring Road, Kalanki, Kathmandu',
    phone: '014270011',
    email: 'sales@bagmatimotors.example',
    lat: 27.6937,
    lng: 85.2818,
    colour: '#2b2d42',
    rating: 4.2,
    ratingCount: 54,
    brands: [
      { slug: 'trishuli-auto', name: 'Trishuli Auto' },
      { slug: 'gandaki-ev', name: 'Gandaki EV' },
    ],
  },
  {
    slug: 'sahayog-foundation',
    name: 'Sahayog Foundation',
    description: 'A registered charity in Baluwatar running school meals and elder care in the valley.',
    city: 'Baluwatar',
    district: 'Kathmandu',
    address: 'Baluwatar, Kathmandu',
    phone: '014433221',
    email: 'give@sahayog.example',
    lat: 27.7281,
    lng: 85.3306,
    colour: '#e8475d',
    rating: 4.9,
    ratingCount: 73,
    brands: [],
  },
];

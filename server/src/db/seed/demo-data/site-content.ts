import type { TErrorPageContent, TFooterContent } from '@upahar/contract';
import type { ContentValue } from '../../../modules/content/index.ts';
import type { ImageSpec } from '../images/index.ts';

/** Pictures the content refers to, drawn by the seed and stored under /media/seed/content/. */
export const CONTENT_IMAGES: Record<string, ImageSpec> = {
  'error-banner': { kind: 'banner', width: 1200, height: 400 },
  'tile-cakes': { kind: 'cake', flavour: 'black-forest', style: 'drip', candles: 3 },
  'tile-flowers': { kind: 'bouquet', colour: 'red' },
  'tile-gifts': { kind: 'gift-box' },
  'tile-urgent-cakes': { kind: 'cake', flavour: 'pineapple', style: 'frosted', message: 'Ready in an hour' },
  'menu-banner': {
    kind: 'banner',
    title: 'Tihar Gifts',
    subtitle: 'Sweets, lights and cakes for Bhai Tika',
    width: 600,
    height: 600,
  },
};
const img = (name: string) => `/media/seed/content/${name}.svg`;

// Header: the About, Bazaar and Fun groups, each text with its Nepali twin; "Shop By Categories"
// comes from the catalogue.
export const HEADER: ContentValue<'header'> = {
  banner: { image: img('menu-banner'), url: '/campaign/tihar-2026' },
  topMenu: [
    {
      title: 'About',
      titleNe: 'हाम्रोबारे',
      items: [
        { title: 'About us', titleNe: 'हाम्रो बारेमा', url: '/aboutus' },
        { title: 'Contact', titleNe: 'सम्पर्क', url: '/contact' },
        { title: 'FAQ', titleNe: 'बारम्बार सोधिने प्रश्न', url: '/faq' },
        { title: 'Vacancies', titleNe: 'रोजगारी', url: '/careers' },
        { title: 'Sell at Upahar', titleNe: 'Upahar मा बेच्नुहोस्', url: '/sell-at-ug' },
      ],
    },
    {
      title: 'Bazaar',
      titleNe: 'बजार',
      items: [
        { title: 'Urgent cakes', titleNe: 'तुरुन्त चाहिने केक', url: '/urgent-cakes' },
        { title: 'Find a cake', titleNe: 'केक खोज्नुहोस्', url: '/find-cakes' },
        { title: 'Donations', titleNe: 'दान', url: '/donations' },
        { title: 'Automobiles', titleNe: 'सवारी साधन', url: '/category/automobiles' },
        { title: 'Offers', titleNe: 'अफरहरू', url: '/campaign/tihar-2026' },
      ],
    },
    {
      title: 'Fun',
      titleNe: 'रमाइलो',
      items: [
        { title: 'Play roulette', titleNe: 'रुलेट खेल्नुहोस्', url: '/roulette/test-your-luck' },
        { title: 'Contests', titleNe: 'प्रतियोगिता', url: '/contests' },
        { title: 'Quizzes', titleNe: 'क्विज', url: '/quiz' },
        { title: 'Blog', titleNe: 'ब्लग', url: '/blogs' },
      ],
    },
  ],
};

// Footer: viber and whatsapp phones get special links, the landline a tel: link; its texts have
// Nepali twins.
export const FOOTER: TFooterContent = {
  phone: [
    { type: 'mobile', value: '9801234567', platform: 'viber' },
    { type: 'mobile', value: '9851234567', platform: 'whatsapp' },
    { type: 'landline', value: '01-4412345', platform: null },
  ],
  locations: [
    { location: 'Lazimpat Road, Kathmandu 44600', locationNe: 'लाजिम्पाट सडक, काठमाडौँ ४४६००' },
    { location: 'Jawalakhel Chowk, Lalitpur 44700', locationNe: 'जावलाखेल चोक, ललितपुर ४४७००' },
  ],
  email: 'hello@upahar.example',
  appstore: 'https://apps.apple.com/app/upahar/id0000000000',
  playstore: 'https://play.google.com/store/apps/details?id=np.upahar.app',
  appHeader: 'Order cakes faster on the Upahar app',
  appHeaderNe: 'Upahar एपबाट झन् छिटो केक अर्डर गर्नुहोस्',
  socialMedia: [
    { name: 'facebook', link: 'https://www.facebook.com/upahar.np' },
    { name: 'instagram', link: 'https://www.instagram.com/upahar.np' },
    { name: 'twitter', link: 'https://twitter.com/upahar_np' },
    { name: 'youtube', link: 'https://www.youtube.com/@upahar-np' },
    { name: 'linkedin', link: 'https://www.linkedin.com/company/upahar-np' },
  ],
  navLinks: [
    {
      title: 'About Upahar',
      titleNe: 'Upahar को बारेमा',
      items: [
        { title: 'About us', titleNe: 'हाम्रो बारेमा', link: '/aboutus' },
        { title: 'Careers', titleNe: 'रोजगारी', link: '/careers' },
        { title: 'Blog', titleNe: 'ब्लग', link: '/blogs' },
        { title: 'Sell at Upahar', titleNe: 'Upahar मा बेच्नुहोस्', link: '/sell-at-ug' },
      ],
    },
    {
      title: 'Customer care',
      titleNe: 'ग्राहक सेवा',
      items: [
        { title: 'Contact us', titleNe: 'सम्पर्क गर्नुहोस्', link: '/contact' },
        { title: 'FAQ', titleNe: 'बारम्बार सोधिने प्रश्न', link: '/faq' },
        { title: 'Urgent cakes', titleNe: 'तुरुन्त चाहिने केक', link: '/urgent-cakes' },
        { title: 'Track your order', titleNe: 'अर्डर कहाँ पुग्यो हेर्नुहोस्', link: '/profile/orders' },
      ],
    },
    {
      title: 'Policies',
      titleNe: 'नीतिहरू',
      items: [
        { title: 'Terms and conditions', titleNe: 'नियम तथा सर्तहरू', link: '/termsconditions' },
        { title: 'Privacy policy', titleNe: 'गोपनीयता नीति', link: '/privacy-policy' },
        { title: 'Refund policy', titleNe: 'रिफन्ड नीति', link: '/refund-policy' },
      ],
    },
  ],
  newsletter: {
    placeholder: 'Enter your email',
    placeholderNe: 'आफ्नो इमेल लेख्नुहोस्',
    buttonText: 'Subscribe',
    buttonTextNe: 'सदस्यता लिनुहोस्',
    title: 'Get offers and new cakes in your inbox',
    titleNe: 'अफर र नयाँ केकका खबर आफ्नो इनबक्समै पाउनुहोस्',
  },
};

// Error page: a banner and link tiles replace the default 404 graphic and home link.
export const ERROR_PAGE: TErrorPageContent = {
  banner: {
    backgroundImage: img('error-banner'),
    title: 'Oops!',
    subtitle: 'The page you are looking for doesnt exist',
    titleNe: 'उफ्!',
    subtitleNe: 'तपाईंले खोज्नुभएको पृष्ठ छैन',
  },
  links: [
    { url: '/category/cakes', image: img('tile-cakes'), title: 'Cakes', titleNe: 'केक' },
    { url: '/category/flowers', image: img('tile-flowers'), title: 'Flowers', titleNe: 'फूल' },
    { url: '/category/gifts', image: img('tile-gifts'), title: 'Gifts', titleNe: 'उपहार' },
    {
      url: '/urgent-cakes',
      image: img('tile-urgent-cakes'),
      title: 'Urgent cakes',
      titleNe: 'तुरुन्त चाहिने केक',
    },
  ],
};

export const CURRENCY: ContentValue<'currency'> = { currency: 'NPR', factor: 1, round: 0 };

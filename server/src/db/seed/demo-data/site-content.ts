import type { TErrorPageContent, TFooterData } from '@upahar/contract';
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

// Header: the About, Bazaar and Fun groups; "Shop By Categories" comes from the catalogue.
export const HEADER: ContentValue<'header'> = {
  banner: { image: img('menu-banner'), url: '/campaign/tihar-2026' },
  topMenu: [
    {
      title: 'About',
      items: [
        { title: 'About us', url: '/aboutus' },
        { title: 'Contact', url: '/contact' },
        { title: 'FAQ', url: '/faq' },
        { title: 'Vacancies', url: '/careers' },
        { title: 'Sell at Upahar', url: '/sell-at-ug' },
      ],
    },
    {
      title: 'Bazaar',
      items: [
        { title: 'Urgent cakes', url: '/urgent-cakes' },
        { title: 'Find a cake', url: '/find-cakes' },
        { title: 'Donations', url: '/donations' },
        { title: 'Automobiles', url: '/category/automobiles' },
        { title: 'Offers', url: '/campaign/tihar-2026' },
      ],
    },
    {
      title: 'Fun',
      items: [
        { title: 'Play roulette', url: '/roulette/test-your-luck' },
        { title: 'Contests', url: '/contests' },
        { title: 'Quizzes', url: '/quiz' },
        { title: 'Blog', url: '/blogs' },
      ],
    },
  ],
};

// Footer: viber and whatsapp phones get special links, the landline a tel: link.
export const FOOTER: TFooterData = {
  phone: [
    { type: 'mobile', value: '9801234567', platform: 'viber' },
    { type: 'mobile', value: '9851234567', platform: 'whatsapp' },
    { type: 'landline', value: '01-4412345', platform: null },
  ],
  locations: [
    { location: 'Lazimpat Road, Kathmandu 44600' },
    { location: 'Jawalakhel Chowk, Lalitpur 44700' },
  ],
  email: 'hello@upahar.example',
  appstore: 'https://apps.apple.com/app/upahar/id0000000000',
  playstore: 'https://play.google.com/store/apps/details?id=np.upahar.app',
  appHeader: 'Order cakes faster on the Upahar app',
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
      items: [
        { title: 'About us', link: '/aboutus' },
        { title: 'Careers', link: '/careers' },
        { title: 'Blog', link: '/blogs' },
        { title: 'Sell at Upahar', link: '/sell-at-ug' },
      ],
    },
    {
      title: 'Customer care',
      items: [
        { title: 'Contact us', link: '/contact' },
        { title: 'FAQ', link: '/faq' },
        { title: 'Urgent cakes', link: '/urgent-cakes' },
        { title: 'Track your order', link: '/profile/orders' },
      ],
    },
    {
      title: 'Policies',
      items: [
        { title: 'Terms and conditions', link: '/termsconditions' },
        { title: 'Privacy policy', link: '/privacy-policy' },
        { title: 'Refund policy', link: '/refund-policy' },
      ],
    },
  ],
  newsletter: {
    placeholder: 'Enter your email',
    buttonText: 'Subscribe',
    title: 'Get offers and new cakes in your inbox',
  },
};

// Error page: a banner and link tiles replace the default 404 graphic and home link.
export const ERROR_PAGE: TErrorPageContent = {
  banner: {
    backgroundImage: img('error-banner'),
    title: 'Oops!',
    subtitle: 'The page you are looking for doesnt exist',
  },
  links: [
    { url: '/category/cakes', image: img('tile-cakes'), title: 'Cakes' },
    { url: '/category/flowers', image: img('tile-flowers'), title: 'Flowers' },
    { url: '/category/gifts', image: img('tile-gifts'), title: 'Gifts' },
    { url: '/urgent-cakes', image: img('tile-urgent-cakes'), title: 'Urgent cakes' },
  ],
};

export const CURRENCY: ContentValue<'currency'> = { currency: 'NPR', factor: 1, round: 0 };

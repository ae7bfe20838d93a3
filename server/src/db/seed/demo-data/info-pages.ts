import { formatTimeOfDay, SAME_DAY_CUTOFF_HOUR, type TContactPage, type TTextPage } from '@upahar/contract';

// The demo shop's information pages: about, terms, privacy, refunds and contact. Plain text:
// a blank line starts a paragraph and lines starting with "- " make a list.

export const ABOUT_PAGE: TTextPage = {
  title: 'About Upahar',
  summary:
    'Upahar brings the cakes, flowers and gifts of Kathmandu’s best neighbourhood makers to your door, on the day that matters.',
  sections: [
    {
      heading: 'Our story',
      body: 'Upahar (“gift” in Nepali) started in 2019 in a small office in Lazimpat, when two friends living abroad could not find a reliable way to send a birthday cake to their mothers in Kathmandu.\n\nToday more than forty bakeries, florists and gift shops across the valley sell on Upahar, and thousands of families use it for birthdays, anniversaries, Teej, Tihar and every small celebration in between.',
    },
    {
      heading: 'What we promise',
      body: '- Fresh: every cake is baked to order on the day it is delivered.\n- On time: you choose the date and the time slot, including midnight surprises.\n- Local: your money goes to neighbourhood makers, who keep most of every sale.\n- Honest prices in Nepali rupees, with the delivery charge shown before you pay.',
    },
    {
      heading: 'The people behind it',
      body: 'A team of twelve in Kathmandu answers the phone, checks every new shop, and watches the deliveries each evening so that a cake ordered for 6 pm arrives at 6 pm.\n\nWe visit every bakery before it opens its store on Upahar, and we read every review.',
    },
  ],
};

export const TERMS_PAGE: TTextPage = {
  title: 'Terms and conditions',
  summary:
    'The rules for buying on Upahar, a marketplace where independent shops in the Kathmandu valley sell cakes, flowers and gifts.',
  sections: [
    {
      heading: 'Who we are',
      body: 'Upahar is run by Upahar Pvt. Ltd., Lazimpat, Kathmandu, Nepal. Each product is sold and delivered by the shop named on its page; Upahar takes the order and the payment on the shop’s behalf and answers for the service.',
    },
    {
      heading: 'Orders',
      body: 'An order is accepted when you receive its confirmation e-mail. A shop may refuse an order it cannot make (for example a design it does not offer); you are then told at once and not charged.\n\n- Prices are in Nepali rupees (NPR) and include VAT where it applies.\n- The delivery charge depends on the place and the delivery method and is shown before you pay.\n- Pictures show a typical product; handmade cakes and bouquets vary a little in decoration and colour.',
    },
    {
      heading: 'Delivery',
      body: `We deliver within the Kathmandu valley, on the date and in the time slot you choose. Same-day delivery is possible for orders placed before ${formatTimeOfDay(SAME_DAY_CUTOFF_HOUR)} Kathmandu time while slots are free; some shops stop earlier.\n\nPlease give a correct address and a phone number on which the receiver answers. A missed delivery because of a wrong address or an unreachable receiver may be charged again.`,
    },
    {
      heading: 'Payment',
      body: 'You can pay cash on delivery, or online with eSewa or Khalti. Online payments are handled by those providers; Upahar never sees or stores your wallet password or PIN.',
    },
    {
      heading: 'Cancellations and refunds',
      body: 'You may cancel an order until the shop starts preparing it. The refund policy explains when and how money is returned.',
    },
    {
      heading: 'Reviews and questions',
      body: 'Reviews, questions and answers you post must be your own, honest and polite. We hide texts that are abusive, advertise other shops or share someone’s personal details.',
    },
    {
      heading: 'Law',
      body: 'These terms follow the laws of Nepal, including the Consumer Protection Act 2075. Disputes are heard in the courts of Kathmandu.',
    },
  ],
};

export const PRIVACY_PAGE: TTextPage = {
  title: 'Privacy policy',
  summary: 'What we collect when you use Upahar, why, and what you can ask us to do with it.',
  sections: [
    {
      heading: 'What we collect',
      body: '- Your name, e-mail and phone number when you sign up.\n- The delivery addresses and receivers you enter, and your orders.\n- Reviews, questions and messages you send us.\n- Technical logs (IP address, browser) kept for 30 days to keep the shop secure.',
    },
    {
      heading: 'Why we use it',
      body: 'To take and deliver your orders, to answer you, to prevent fraud, and, only if you subscribe, to send our newsletter. We do not sell your data and do not show third-party advertising.',
    },
    {
      heading: 'Who sees it',
      body: 'The shop that makes your order sees the receiver’s name, phone, address and your order note, so that it can deliver. Payment providers (eSewa, Khalti) see what they need to take the payment. Nobody else, unless the law requires it.',
    },
    {
      heading: 'How long we keep it',
      body: 'Orders are kept for 7 years for tax records. Your account data is kept while you have an account; ask us to delete it and we will within 30 days, keeping only what the law requires.',
    },
    {
      heading: 'Your choices',
      body: '- Edit your profile and addresses at any time.\n- Unsubscribe from the newsletter with the link in every e-mail.\n- Ask for a copy of your data or its deletion from the contact page.',
    },
    {
      heading: 'Cookies and storage',
      body: 'We set no advertising cookies. Your browser keeps your sign-in, cart and recently viewed products in its local storage so the shop works; clearing it signs you out.',
    },
  ],
};

export const REFUND_PAGE: TTextPage = {
  title: 'Refund and cancellation policy',
  summary: 'When you can cancel, when you get your money back, and how fast.',
  sections: [
    {
      heading: 'Cancelling an order',
      body: 'You can cancel an order yourself from My orders while it is placed or confirmed. Once the shop starts preparing it, the cake is being made for you and the order can no longer be cancelled.\n\nWhen one order has parts from several shops, you may cancel the parts that have not started.',
    },
    {
      heading: 'Refunds',
      body: '- Paid with eSewa or Khalti: the full amount, delivery charge included, goes back to the same account within 7 working days of the cancellation.\n- Cash on delivery: nothing was charged, so there is nothing to refund.\n- Coupons used on a cancelled order can be used again while they are valid.',
    },
    {
      heading: 'Damaged, wrong or late',
      body: 'If a product arrives damaged or is not what you ordered, write to us within 6 hours of delivery with the order number and a photo. We replace it the same day where we can, or refund it in full.\n\nIf we deliver more than two hours after the end of your slot, we refund the delivery charge.',
    },
    {
      heading: 'What we cannot refund',
      body: '- Cakes and flowers that were delivered as ordered: they cannot be resold.\n- Deliveries missed because of a wrong address or an unreachable receiver.\n- Small differences in decoration or colour of a handmade product.',
    },
  ],
};

export const CONTACT_PAGE: TContactPage = {
  title: 'Contact us',
  intro:
    'Questions about an order, a cake or selling on Upahar? Call, message us on Viber or WhatsApp, visit a branch, or write below: we answer within one working day.',
  hours:
    'Phones and chat: every day 8 am – 8 pm. On the evening of big days (Valentine’s, Teej, Tihar) until midnight.',
  branches: [
    {
      name: 'Lazimpat (head office)',
      address: 'Lazimpat Road, opposite the French embassy, Kathmandu 44600',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.7215&mlon=85.3205#map=17/27.7215/85.3205',
      hours: 'Sunday–Friday 9 am – 6 pm',
    },
    {
      name: 'Jawalakhel pickup point',
      address: 'Jawalakhel Chowk, near the zoo gate, Lalitpur 44700',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.6730&mlon=85.3132#map=17/27.6730/85.3132',
      hours: 'Every day 10 am – 7 pm',
    },
    {
      name: 'Bhaktapur pickup point',
      address: 'Suryabinayak Chowk, Bhaktapur 44800',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.6640&mlon=85.4290#map=17/27.6640/85.4290',
      hours: 'Every day 10 am – 6 pm',
    },
  ],
};

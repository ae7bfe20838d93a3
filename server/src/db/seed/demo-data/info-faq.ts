import {
  CAKE_MESSAGE_MAX,
  EGGLESS_SURCHARGE_PERCENT,
  formatTimeOfDay,
  SAME_DAY_CUTOFF_HOUR,
  SELLER_COMMISSION_PERCENT,
  type TFaqPage,
} from '@upahar/contract';

// The demo shop's frequently asked questions, consistent with its real rules.

export const FAQ_PAGE: TFaqPage = {
  title: 'Frequently asked questions',
  intro:
    'Quick answers about ordering, cakes, delivery in the Kathmandu valley, paying and refunds. Cannot find yours? Write to us from the contact page.',
  groups: [
    {
      name: 'Ordering',
      items: [
        {
          question: 'Do I need an account to order?',
          answer:
            'You can fill your cart without one, but you sign in (or sign up with your e-mail) at checkout, so that you can follow the order and we can reach you about it.',
        },
        {
          question: 'Can I order for someone abroad to send to Nepal?',
          answer:
            'Yes. Many of our customers live abroad and send cakes and gifts home. Enter the receiver’s name, phone number and address in the valley at checkout; we call the receiver, not you, when the rider is on the way.',
        },
        {
          question: 'How do I follow my order?',
          answer:
            'Open My orders in your profile. Each order shows its status (placed, confirmed, preparing, out for delivery, delivered) and you get an e-mail at each step.',
        },
        {
          question: 'Can one order have products from different shops?',
          answer:
            'Yes. Each shop prepares and delivers its own part, so you may see two riders. The order page shows each part with its own status.',
        },
        {
          question: 'Can I add a gift message or a card?',
          answer:
            'Yes: write it in the order note at checkout and the shop adds a card with your words. A message on the cake itself is chosen on the cake’s page.',
        },
      ],
    },
    {
      name: 'Cakes and customisation',
      items: [
        {
          question: 'What sizes do cakes come in?',
          answer:
            'Cakes are sold by the pound, in half-pound steps, from half a pound up. A 1 lb cake serves 6 to 8 people and a 2 lb cake about 15. The price updates as you pick the weight.',
        },
        {
          question: 'Do you have eggless cakes?',
          answer: `Most of our cakes can be baked eggless: choose “Eggless” on the cake’s page. It costs ${EGGLESS_SURCHARGE_PERCENT}% more, because the sponge is made separately.`,
        },
        {
          question: 'Can I ask for less cream or less sugar?',
          answer:
            'Yes. Choose “Less cream” on the cake’s page, or tell the baker in the note. Sugar-free cakes are in their own category.',
        },
        {
          question: 'Can you write a message on the cake?',
          answer: `Yes, up to ${CAKE_MESSAGE_MAX} characters, for example “Happy Birthday Aama”. Type it exactly as you want it written; we do not correct spelling on names.`,
        },
        {
          question: 'Can I order a custom design?',
          answer:
            'For a design of your own (a photo, a theme, a tiered wedding cake), write to us at least two days ahead from the contact page and we will put you in touch with a baker who makes it.',
        },
      ],
    },
    {
      name: 'Delivery',
      items: [
        {
          question: 'Where do you deliver?',
          answer:
            'Across the Kathmandu valley: Kathmandu, Lalitpur and Bhaktapur, from Budhanilkantha to Lubhu and from Kirtipur to Suryabinayak. Type your area at checkout to see whether it is served and what delivery costs.',
        },
        {
          question: 'Can I get a cake delivered today?',
          answer: `Yes, when you order before ${formatTimeOfDay(SAME_DAY_CUTOFF_HOUR)} Kathmandu time and the shop still has a free slot. Some shops stop taking same-day orders earlier; the product page says so. Products marked “Arrives today” can still make it.`,
        },
        {
          question: 'What delivery times can I choose?',
          answer:
            'Standard delivery comes in a three-hour slot between 9 am and 9 pm. Express gives a two-hour window for a small extra charge. You choose the date and slot at checkout.',
        },
        {
          question: 'Do you deliver at midnight?',
          answer:
            'Yes. Midnight delivery arrives between 11 pm and 12:30 am for a surprise on the day itself. It must be booked at least two hours ahead and has an extra charge shown at checkout.',
        },
        {
          question: 'What if nobody is home?',
          answer:
            'The rider calls the receiver on arrival and waits up to 15 minutes. If nobody answers we call you to agree on another time or a neighbour; a second trip may cost a delivery charge again.',
        },
      ],
    },
    {
      name: 'Payment',
      items: [
        {
          question: 'How can I pay?',
          answer:
            'Cash on delivery, eSewa or Khalti. Prices are in Nepali rupees (NPR) and include VAT where it applies.',
        },
        {
          question: 'Is cash on delivery available everywhere?',
          answer:
            'Yes, everywhere we deliver in the valley. Please keep the exact amount ready; riders carry little change.',
        },
        {
          question: 'I paid with eSewa but the order says “payment pending”.',
          answer:
            'Payments are usually confirmed within a minute. If it still says pending after 15 minutes, do not pay again: write to us with the order number and we will check with eSewa.',
        },
        {
          question: 'Do you have coupons or gift vouchers?',
          answer:
            'Yes. Enter a coupon code or a gift voucher at checkout; the discount shows before you pay. Each coupon has its own conditions, shown when you apply it.',
        },
      ],
    },
    {
      name: 'Refunds and cancellations',
      items: [
        {
          question: 'Can I cancel my order?',
          answer:
            'Yes, from My orders, until the shop starts preparing it. Once a cake is in the oven it is made for you and can no longer be cancelled.',
        },
        {
          question: 'How do refunds work?',
          answer:
            'When a paid order is cancelled, the money goes back to the eSewa or Khalti account you paid from within 7 working days. Cash on delivery orders are not charged, so there is nothing to refund.',
        },
        {
          question: 'My cake arrived damaged. What do I do?',
          answer:
            'Take a photo and write to us from the contact page within 6 hours of delivery, with the order number. We will replace the cake or refund it in full.',
        },
      ],
    },
    {
      name: 'Selling on Upahar',
      items: [
        {
          question: 'How do I sell my cakes or gifts on Upahar?',
          answer:
            'Open “Sell at Upahar”, tell us about your business and upload your registration certificate. Our team answers within two working days.',
        },
        {
          question: 'What does it cost to sell?',
          answer: `No sign-up or monthly fee. Upahar keeps ${SELLER_COMMISSION_PERCENT}% of each delivered order (not of the delivery charge) and pays the rest out every week.`,
        },
        {
          question: 'Can a home baker sell?',
          answer:
            'Yes, if you are registered (a PAN is enough) and can deliver in the slots customers choose in the places you serve.',
        },
      ],
    },
  ],
};

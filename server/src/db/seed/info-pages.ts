import type { DbOrTx } from '../client.ts';
import { setSiteContent } from '../factories/content.ts';
import { feedbackMessages } from '../schema/index.ts';
import { FAQ_PAGE } from './demo-data/info-faq.ts';
import { ABOUT_PAGE, CONTACT_PAGE } from './demo-data/info-pages.ts';
import { PRIVACY_PAGE, REFUND_PAGE, TERMS_PAGE } from './demo-data/info-policies.ts';

/** About, terms, privacy, refunds, FAQ and contact, so the footer's links lead somewhere. */
export async function seedInfoPages(db: DbOrTx) {
  await setSiteContent(db, 'aboutPage', ABOUT_PAGE);
  await setSiteContent(db, 'termsPage', TERMS_PAGE);
  await setSiteContent(db, 'privacyPage', PRIVACY_PAGE);
  await setSiteContent(db, 'refundPage', REFUND_PAGE);
  await setSiteContent(db, 'faqPage', FAQ_PAGE);
  await setSiteContent(db, 'contactPage', CONTACT_PAGE);
}

/** Messages from the contact form, so the admins' inbox is not empty. */
export async function seedDemoFeedback(db: DbOrTx) {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await db.insert(feedbackMessages).values([
    {
      name: 'Pratima Karki',
      email: 'pratima.karki@example.com',
      phone: '9841123456',
      subject: 'delivery',
      message:
        'Can you deliver a cake to Sankhu on Saturday morning? Your delivery page does not list it but it is in the valley.',
      createdAt: hoursAgo(2),
    },
    {
      name: 'Suman Adhikari',
      email: 'suman.adhikari@example.com',
      subject: 'order',
      orderNumber: 'UP-3F9A1C7B2E04',
      message:
        'I paid with Khalti for my order an hour ago and it still shows payment pending. Please check before the delivery tomorrow.',
      createdAt: hoursAgo(9),
    },
    {
      name: 'Grace Lama',
      email: 'grace.lama@example.com',
      phone: '9808765432',
      subject: 'product',
      message:
        'Is the black forest cake from Annapurna Bakers available eggless and with less cream for a 3 lb order?',
      createdAt: hoursAgo(50),
      handledAt: hoursAgo(46),
    },
  ]);
}

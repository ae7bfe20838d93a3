import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  categories,
  deliveryLocations,
  sellerApplications,
  sellerDocuments,
  sellerInterests,
  users,
} from '../schema/index.ts';
import { onePagePdf } from './demo-pdf.ts';

/** The demo applicant's application, waiting for an admin, when that account exists. */
export async function seedDemoApplication(db: DbOrTx) {
  const [applicant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'applicant@upahar.demo'));
  if (!applicant) return;
  const locations = await db
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(inArray(deliveryLocations.district, ['Bhaktapur', 'Kathmandu']))
    .orderBy(asc(deliveryLocations.sortOrder))
    .limit(4);
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder))
    .limit(2);
  if (locations.length === 0 || cats.length === 0) return;
  const [app] = await db
    .insert(sellerApplications)
    .values({
      userId: applicant.id,
      businessName: 'Mithai Ghar',
      panNumber: '609876543',
      phone: '9851012345',
      address: 'Taumadhi Tole, Bhaktapur',
      district: 'Bhaktapur',
      locationIds: locations.map((l) => l.id),
      categoryIds: cats.map((c) => c.id),
    })
    .returning({ id: sellerApplications.id });
  const bytes = onePagePdf('Registration certificate - Mithai Ghar, Bhaktapur (demo)');
  await db.insert(sellerDocuments).values({
    userId: applicant.id,
    applicationId: app.id,
    fileName: 'registration-certificate.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    bytes,
  });
}

/** Messages from the "sell at Upahar" page, so the admins' enquiries inbox is not empty. */
export async function seedDemoInterests(db: DbOrTx) {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await db.insert(sellerInterests).values([
    {
      name: 'Rojina Shrestha',
      email: 'rojina.bakes@example.com',
      phone: '9841567890',
      businessName: 'Rojina Home Bakes',
      message:
        'I bake eggless cakes and cupcakes from my home kitchen in Kirtipur, about 30 orders a week. Can a home baker sell here, and who delivers?',
      createdAt: hoursAgo(5),
    },
    {
      name: 'Bikash Tamang',
      email: 'bikash@himalayanflowers.example.com',
      phone: '9803123456',
      businessName: 'Himalayan Flowers',
      message:
        'We run a flower shop in Jawalakhel. What is the commission on bouquets, and how often are payouts?',
      createdAt: hoursAgo(30),
    },
    {
      name: 'Anita Gurung',
      email: 'anita@chocolatehouse.example.com',
      phone: '9818765432',
      businessName: 'Pokhara Chocolate House',
      message:
        'We make handmade chocolates and ship to Kathmandu twice a week. Is that enough for same-day orders?',
      createdAt: hoursAgo(80),
      handledAt: hoursAgo(70),
    },
  ]);
}

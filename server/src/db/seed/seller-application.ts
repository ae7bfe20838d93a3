import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  categories,
  deliveryLocations,
  sellerApplications,
  sellerDocuments,
  users,
} from '../schema/index.ts';

/** A one-page PDF, enough for the admin to download and open. */
function demoCertificate(): Buffer {
  const text = 'Registration certificate - Mithai Ghar, Bhaktapur (demo)';
  const stream = `BT /F1 14 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
  const bytes = demoCertificate();
  await db.insert(sellerDocuments).values({
    userId: applicant.id,
    applicationId: app.id,
    fileName: 'registration-certificate.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    bytes,
  });
}

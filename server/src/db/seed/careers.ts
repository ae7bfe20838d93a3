import { addDays, todayInKathmandu } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { careerCvs, jobApplications, users, vacancies } from '../schema/index.ts';
import { onePagePdf } from './demo-pdf.ts';

// The shop's own jobs: four open vacancies, one closed, and two applications from the demo
// customer in different states, so /careers, /profile/applications and the dashboard show
// something on first start. Closing dates count from today, so the demo never goes stale.

type Seed = Omit<typeof vacancies.$inferInsert, 'closingDate'> & { closesInDays: number };

const VACANCIES: Seed[] = [
  {
    title: 'Pastry Chef (Baneshwor kitchen)',
    department: 'kitchen',
    location: 'kathmandu',
    employmentType: 'full_time',
    salaryMinPaisa: 3_500_000,
    salaryMaxPaisa: 5_000_000,
    status: 'open',
    closesInDays: 21,
    description: [
      'Our Baneshwor kitchen bakes the birthday, wedding and Dashain cakes that leave our shop every day. We are looking for a pastry chef who loves detail and keeps calm at 6 in the morning when forty orders are due by noon.',
      'What you will do:',
      '- Bake sponges, cheesecakes and eggless cakes to our recipes',
      '- Decorate with buttercream, fondant and fresh fruit, including photo cakes',
      '- Plan the day with the kitchen lead and keep the cold room in order',
      'What you bring:',
      '- Two years or more in a bakery or hotel pastry section',
      '- A portfolio of your cakes (photos are fine)',
      'Six-day week with one rotating day off, meals during shifts and a festival bonus.',
    ].join('\n\n'),
  },
  {
    title: 'Delivery Rider (Lalitpur)',
    department: 'delivery',
    location: 'lalitpur',
    employmentType: 'full_time',
    salaryMinPaisa: 2_200_000,
    salaryMaxPaisa: 2_800_000,
    status: 'open',
    closesInDays: 14,
    description: [
      'Bring cakes and gifts to doorsteps across Patan, Jawalakhel, Kupondole and Satdobato, on time and in one piece.',
      '- A valid two-wheeler licence and your own scooter or motorbike (we pay fuel)',
      '- You know Lalitpur’s lanes and stay patient in traffic',
      '- A smartphone for the delivery app',
      'Shifts of eight hours between 8 am and 9 pm, with extra pay on festival days.',
    ].join('\n\n'),
  },
  {
    title: 'Customer Care Associate (Nepali & English)',
    department: 'customer_care',
    location: 'kathmandu',
    employmentType: 'full_time',
    salaryMinPaisa: 2_500_000,
    salaryMaxPaisa: 3_200_000,
    status: 'open',
    closesInDays: 10,
    description: [
      'Answer calls, chats and e-mails from customers in Nepal and abroad who send cakes to family at home. You help them choose, change delivery times and put things right when something goes wrong.',
      '- Fluent spoken and written Nepali and English',
      '- Comfortable with a computer and a shared inbox',
      '- Kind, clear and quick to follow up',
      'Based in our Baneshwor office; some evening and Saturday shifts.',
    ].join('\n\n'),
  },
  {
    title: 'Digital Marketing Intern',
    department: 'marketing',
    location: 'kathmandu',
    employmentType: 'internship',
    salaryMinPaisa: 1_500_000,
    salaryMaxPaisa: null,
    status: 'open',
    closesInDays: 30,
    description: [
      'A six-month internship with our small marketing team: photograph cakes, write posts for Instagram, TikTok and Facebook, and help plan our Teej, Tihar and Valentine’s campaigns.',
      '- Studying or recently graduated in marketing, media or design',
      '- A phone that takes good photos, and an eye for them',
      '- Good written English; Nepali captions are a plus',
    ].join('\n\n'),
  },
  {
    title: 'Cake Decorator (Dashain season)',
    department: 'kitchen',
    location: 'bhaktapur',
    employmentType: 'contract',
    salaryMinPaisa: 3_000_000,
    salaryMaxPaisa: 3_000_000,
    status: 'closed',
    closesInDays: -12,
    description:
      'A two-month contract for the Dashain and Tihar rush in our Bhaktapur kitchen.\n\n- Fondant and buttercream work\n- Early starts during the festival weeks',
  },
];

export async function seedDemoCareers(db: DbOrTx) {
  const today = todayInKathmandu(clock.now());
  const rows = await db
    .insert(vacancies)
    .values(VACANCIES.map(({ closesInDays, ...v }) => ({ ...v, closingDate: addDays(today, closesInDays) })))
    .returning({ id: vacancies.id, title: vacancies.title });
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'));
  if (!customer) return;
  const byTitle = new Map(rows.map((r) => [r.title, r.id]));
  const applications = [
    {
      title: 'Pastry Chef (Baneshwor kitchen)',
      status: 'shortlisted' as const,
      staffNote: 'Lovely wedding cake photos; ask for a trial bake.',
      daysAgo: 4,
    },
    { title: 'Cake Decorator (Dashain season)', status: 'rejected' as const, staffNote: null, daysAgo: 30 },
  ];
  for (const a of applications) {
    const vacancyId = byTitle.get(a.title);
    if (!vacancyId) continue;
    const bytes = onePagePdf(`Curriculum vitae - ${customer.name} (demo)`);
    const at = new Date(clock.now().getTime() - a.daysAgo * 86_400_000);
    const [cv] = await db
      .insert(careerCvs)
      .values({
        userId: customer.id,
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
        bytes,
        createdAt: at,
      })
      .returning({ id: careerCvs.id });
    await db.insert(jobApplications).values({
      vacancyId,
      userId: customer.id,
      name: customer.name,
      email: customer.email,
      phone: '9841234567',
      coverLetter:
        'Namaste! I have baked for family celebrations for years and finished a bakery course in Kathmandu last spring. I would love to bake for Upahar’s customers.',
      cvId: cv.id,
      status: a.status,
      staffNote: a.staffNote,
      createdAt: at,
      updatedAt: new Date(at.getTime() + 2 * 86_400_000),
    });
  }
}

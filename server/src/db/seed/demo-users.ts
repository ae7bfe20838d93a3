import type { DbOrTx } from '../client.ts';
import { createUser } from '../factories/users.ts';

// Known demo accounts so a new user can try the shop at once (README lists them).
export const DEMO_USERS = [
  {
    name: 'Aarati Gurung',
    username: 'aarati',
    email: 'customer@upahar.demo',
    role: 'customer' as const,
    // Her public profile (/user/aarati) has something to show.
    bio: 'Birthday cakes for the whole family, and flowers for Ama every Teej.',
    city: 'Kathmandu',
  },
  { name: 'Bikash Maharjan', username: 'bikash_bakes', email: 'seller@upahar.demo', role: 'seller' as const },
  {
    name: 'Sunita Tamang',
    username: 'sunita_flowers',
    email: 'florist@upahar.demo',
    role: 'seller' as const,
  },
  {
    name: 'Ramesh Karki',
    username: 'ramesh_packs',
    email: 'packer@upahar.demo',
    role: 'seller' as const,
  },
  { name: 'Upahar Admin', username: 'admin', email: 'admin@upahar.demo', role: 'admin' as const },
  // Has applied to sell, so the admins' review page has something to review on first start.
  {
    name: 'Rajan Shrestha',
    username: 'rajan_mithai',
    email: 'applicant@upahar.demo',
    role: 'customer' as const,
  },
];
export const DEMO_PASSWORD = 'upahar-demo-2026';

export async function seedDemoUsers(db: DbOrTx) {
  const created = [];
  for (const u of DEMO_USERS)
    created.push(await createUser(db, { ...u, password: DEMO_PASSWORD, phone: '9801234567' }));
  return created;
}

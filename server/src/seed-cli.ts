import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase, openOptionsFromConfig } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { BENCH_PASSWORD as BENCH_PASSWORD_HINT, seedBenchUsers } from './db/seed/bench-users.ts';
import { seedLarge } from './db/seed/large.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';

// `npm run seed [-- --products N --users U]`: the demo shop when the database is empty, then N
// generated products and U shoppers with an address (bench-1@upahar.bench…) for benchmarks. Uses the same DATABASE_URL / DATA_DIR as the server (config.ts).
async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, users: { type: 'string' } },
    strict: true,
  });
  const count = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(count) || count < 0)
    throw new Error('--products takes a whole number, e.g. --products 10000');
  const users = values.users === undefined ? 0 : Number(values.users);
  if (!Number.isInteger(users) || users < 0 || users > 1000)
    throw new Error('--users takes a whole number up to 1000, e.g. --users 20');

  const config = loadConfig();
  const database = await openDatabase(openOptionsFromConfig(config));
  try {
    await migrateDatabase(database);
    const seeded = await seedIfEmpty(database.db);
    console.log(
      seeded ? 'Seeded the demo shop.' : 'The database already has data; the demo seed was skipped.',
    );
    if (seeded && config.env === 'production' && config.seed !== 'demo')
      console.log('Start the server with SEED=demo: in production it refuses to open with demo accounts.');
    if (count > 0) {
      const started = Date.now();
      await seedLarge(database.db, { products: count });
      console.log(`Added ${count} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    if (users > 0) {
      await seedBenchUsers(database.db, { users });
      console.log(`Added ${users} benchmark shoppers (password ${BENCH_PASSWORD_HINT}).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, openOptionsFromConfig } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { applySeedPolicy, DemoAccountsInProduction, missingAdminNotice } from './db/seed/seed-policy.ts';
import { shiftClock } from './lib/clock.ts';
import { modeNotice } from './mode-notice.ts';
import { filesWithoutBucketNotice } from './modules/files/index.ts';
import { drainAndClose } from './modules/health/index.ts';
import { startJobs } from './modules/jobs/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig(process.env, {
    webBuildDir: path.resolve(here, '../../web/build'),
    webSourceDir: path.resolve(here, '../../web'),
  });
  // Before the seed: its demo orders and reviews are dated from the shop's clock.
  if (config.clockOffsetMs !== 0) shiftClock(config.clockOffsetMs);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(openOptionsFromConfig(config));
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  try {
    await database.ping();
  } catch (e) {
    // One line a person can act on (which database, what failed), not a driver's stack.
    console.error(`\nCannot reach the database ${databaseName(config)}: ${failure(e)}\n`);
    process.exit(1);
  }
  await migrateDatabase(database);
  try {
    await applySeedPolicy(database.db, config);
  } catch (e) {
    if (!(e instanceof DemoAccountsInProduction)) throw e;
    console.error(`\n${e.message}\n`);
    await database.close();
    process.exit(1);
  }

  const app = await buildApp(config, database);
  const jobs = await startJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The drain, then up to 10 s for running requests and workers; a stuck one cannot keep the
    // process (and the orchestrator waiting for it) past that.
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    try {
      await drainAndClose(app, { drainMs: config.shutdownDrainMs, workers: [() => jobs.stop()] });
    } catch (e) {
      app.log.error({ err: e }, 'shutdown failed');
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const web = config.webDev ? ', pages: Vite with hot reload' : '';
  const files = config.bucket ? `, uploads: bucket ${config.bucket.bucket}` : '';
  console.log(`Upahar is ready at http://localhost:${config.port} (database: ${where}${files}${web})`);
  console.log(modeNotice(config));
  const noAdmin = await missingAdminNotice(database.db, config);
  if (noAdmin) console.log(noAdmin);
  const stranded = await filesWithoutBucketNotice({ db: database.db, bucket: app.bucket });
  if (stranded) console.error(stranded);
}

/** The database as the operator configured it, without its password. */
function databaseName(c: { databaseUrl?: string; dataDir: string }): string {
  if (!c.databaseUrl) return `(PGlite in ${c.dataDir})`;
  try {
    const url = new URL(c.databaseUrl);
    if (url.password) url.password = '***';
    return `${url.href} (PostgreSQL, DATABASE_URL)`;
  } catch {
    return '(DATABASE_URL is not a valid URL)';
  }
}

/** What the driver said, reduced to its reason: a refused connection lists every address it tried. */
function failure(e: unknown): string {
  if (e instanceof AggregateError && e.errors[0] instanceof Error) return e.errors[0].message;
  return e instanceof Error ? e.message : String(e);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? `\n${e.message}\n` : e);
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, openOptionsFromConfig } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { AppError } from './lib/errors.ts';
import { CopyMismatch, moveFilesToBucket, openBucket } from './modules/files/index.ts';

// The operator's command for object storage, on the same settings as the server (config.ts):
//   npm run uploads:to-bucket
// It moves the files whose bytes are still in the database (uploads made before the S3_ settings
// were given, and the demo's pictures) into the bucket. With PostgreSQL the shop may keep
// serving meanwhile; with PGlite only one process may open the data folder, so stop the shop.
const USAGE = `Usage:
  npm run uploads:to-bucket
      Moves every file still kept in the database (pictures, CVs, seller documents) into the
      bucket named by the S3_ settings: each is copied, read back and compared before its row
      lets go of the bytes. Stopping it half-way loses nothing: run it again to finish.`;

const NAMES = {
  pictures: ['picture', 'pictures'],
  cvs: ['CV', 'CVs'],
  sellerDocuments: ['seller document', 'seller documents'],
} as const;
const counted = (kind: keyof typeof NAMES, n: number) => `${n} ${NAMES[kind][n === 1 ? 0 : 1]}`;

/** Errors the operator can act on, printed as they are, without a stack trace. */
class CommandError extends Error {}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals[0] !== 'to-bucket') throw new CommandError(USAGE);
  const config = loadConfig();
  if (!config.bucket) {
    throw new CommandError(
      'No bucket is configured: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a server other than AWS) first, as for the shop.',
    );
  }
  // What the bucket said, in a line: the operator needs the reason, not the SDK's stack.
  const said = (details: { err?: unknown }) => {
    const e = details.err as { name?: string; message?: string } | undefined;
    return e?.message ? `: ${e.name ?? 'Error'}: ${e.message}` : '';
  };
  const log = {
    warn: (details: object, message: string) => console.warn(`${message}${said(details)}`),
    error: (details: object, message: string) => console.error(`${message}${said(details)}`),
  };
  const bucket = await openBucket(config.bucket, log);
  const database = await openDatabase(openOptionsFromConfig(config));
  try {
    await migrateDatabase(database);
    console.log(`Moving files from the database to the bucket ${config.bucket.bucket}...`);
    const moved = await moveFilesToBucket({
      db: database.db,
      bucket,
      progress: (kind, n) => console.log(`  ${NAMES[kind][1]}: ${n} moved so far`),
    });
    const total = moved.pictures + moved.cvs + moved.sellerDocuments;
    console.log(
      total === 0
        ? 'Nothing to move: every file is in the bucket already.'
        : `Moved ${counted('pictures', moved.pictures)}, ${counted('cvs', moved.cvs)} and ${counted('sellerDocuments', moved.sellerDocuments)} to the bucket; the database keeps none of their bytes now.`,
    );
  } finally {
    bucket.close();
    await database.close();
  }
}

main().catch((e) => {
  if (e instanceof AppError) {
    // The bucket refused or could not be reached; what it said was printed above.
    console.error(
      `\nThe bucket could not be used, so the move stopped. Files moved so far stay moved; run it again once the bucket answers.\n`,
    );
  } else
    console.error(
      e instanceof CommandError || e instanceof ConfigError || e instanceof CopyMismatch
        ? `\n${e.message}\n`
        : e,
    );
  process.exit(1);
});

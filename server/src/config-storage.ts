import { z } from 'zod';
import { ConfigError } from './config-error.ts';

// "minio:9000" parses as a URL with the scheme "minio:"; only web addresses are meant here.
const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });

/** Object storage for uploaded files, validated with the rest of the environment in config.ts. */
export const ZStorageEnv = z.object({
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  // Any S3-compatible server (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset means AWS.
  S3_ENDPOINT: webAddress.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Many self-hosted servers only understand http://host/bucket/key, not http://bucket.host/key.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', 'on', 'off']).optional(),
  // A CDN (or the bucket's own public address) serving the objects under media/.
  S3_PUBLIC_URL: webAddress.optional(),
});
type StorageEnv = z.infer<typeof ZStorageEnv>;

export type BucketSettings = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public pictures are redirected here (`${publicUrl}/media/...`); null streams them through the shop. */
  publicUrl: string | null;
};

const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The bucket for uploaded files, or null to keep them in the database (the default). All of the
 * required settings or none: a shop given half of them would quietly keep writing to the
 * database while its operator believes files go to the bucket.
 */
export function bucketSettings(e: StorageEnv): BucketSettings | null {
  const given = (Object.keys(ZStorageEnv.shape) as (keyof StorageEnv)[]).filter((k) => e[k] !== undefined);
  if (given.length === 0) return null;
  const missing = REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage is half configured: ${list(REQUIRED)} go together, so set ${list(missing)} too, or remove ${list(given)} to keep files in the database.`,
    );
  }
  const noSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    endpoint: e.S3_ENDPOINT ? noSlash(e.S3_ENDPOINT) : null,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === 'on',
    publicUrl: e.S3_PUBLIC_URL ? noSlash(e.S3_PUBLIC_URL) : null,
  };
}

/** "A", "A and B", "A, B and C". */
function list(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { m } from '@upahar/contract/messages';
import type { BucketSettings } from '../../config-storage.ts';
import { AppError } from '../../lib/errors.ts';

export type BucketLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** An S3-compatible bucket holding uploaded files' bytes; every failure is an AppError. */
export type Bucket = {
  /** Where public pictures are sent (`${publicUrl}/${key}`); null streams them through the shop. */
  publicUrl: string | null;
  log: BucketLog;
  put(o: { key: string; bytes: Buffer; contentType: string; cacheControl: string }): Promise<void>;
  /** The object as a stream and its length; null when the bucket has no such object. */
  open(key: string): Promise<{ body: Readable; length: number | undefined } | null>;
  /** The whole object in memory (to check a copy); null when the bucket has no such object. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the objects; keys the bucket does not have are no error. */
  remove(keys: string[]): Promise<void>;
  close(): void;
};

/**
 * The bucket the settings name. The SDK is loaded only here, so a shop that keeps its files in
 * the database never loads it.
 */
export async function openBucket(settings: BucketSettings, log: BucketLog): Promise<Bucket> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // checksum headers the SDK would otherwise send with every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must not hold a shopper's request for minutes.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    maxAttempts: 3,
  });
  const name = settings.bucket;
  // The shopper hears "try again shortly"; the operator reads why in the log.
  const failed = (e: unknown, action: string, message: string) => {
    log.error({ err: e, bucket: name }, `object storage: ${action} failed`);
    return new AppError('storage_unavailable', message, 503);
  };
  const missing = (e: unknown) => e instanceof s3.NoSuchKey || (e as { name?: string })?.name === 'NoSuchKey';
  const get = async (key: string) => {
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket: name, Key: key }));
    } catch (e) {
      if (missing(e)) return null;
      throw failed(e, `reading ${key}`, m.errors_file_read_failed());
    }
  };

  return {
    publicUrl: settings.publicUrl,
    log,
    async put({ key, bytes, contentType, cacheControl }) {
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: name,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            CacheControl: cacheControl,
          }),
        );
      } catch (e) {
        throw failed(e, `writing ${key}`, m.errors_file_write_failed());
      }
    },
    async open(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, length: object.ContentLength };
    },
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      try {
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (e) {
        throw failed(e, `reading ${key}`, m.errors_file_read_failed());
      }
    },
    async remove(keys) {
      // One request deletes at most 1000 objects.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        let errors: { Key?: string; Code?: string }[] | undefined;
        try {
          ({ Errors: errors } = await client.send(
            new s3.DeleteObjectsCommand({ Bucket: name, Delete: { Objects, Quiet: true } }),
          ));
        } catch (e) {
          throw failed(e, 'deleting objects', 'Files could not be deleted right now.');
        }
        if (errors?.length) {
          throw failed(
            errors,
            `deleting ${errors[0].Key} (${errors[0].Code})`,
            'Files could not be deleted.',
          );
        }
      }
    },
    close: () => client.destroy(),
  };
}

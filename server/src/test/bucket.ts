import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BucketSettings } from '../config-storage.ts';
import { type Bucket, openBucket } from '../modules/files/index.ts';

// A real S3-compatible server for the tests (s3rver, on a free port of this machine, its objects
// in a temporary folder): the shop's own S3 client talks to it over HTTP, as to any bucket.

export type TestBucket = {
  settings: BucketSettings;
  /** The shop's view of the bucket, for reading objects back. */
  bucket: Bucket;
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
};

const quiet = { warn() {}, error() {} };

export async function startTestBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-s3-'));
  const name = 'upahar-test';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name }],
  });
  const { port } = await server.run();
  // s3rver checks signatures against its own fixed key pair.
  const settings: BucketSettings = {
    bucket: name,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: null,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint as string,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const bucket = await openBucket(settings, quiet);
  return {
    settings,
    bucket,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key as string).sort();
    },
    async close() {
      bucket.close();
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

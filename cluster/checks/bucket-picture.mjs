import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { newShopper } from '../shop.mjs';

// With a bucket configured, a picture uploaded through one instance is stored in the bucket, not
// in the database, and the other instance serves it. The bucket is a real S3-compatible server
// (s3rver) started by this check on a free local port.
export const name = 'a picture uploaded through one instance is served by the other, from the bucket';

const BUCKET = 'upahar-cluster';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-cluster-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await s3.run();
s3.httpServer?.unref?.();
process.on('exit', () => fs.rmSync(directory, { recursive: true, force: true }));

/** Every instance keeps new uploads in that bucket (s3rver checks against its own key pair). */
export const env = {
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

export async function run(cluster) {
  const [a, b] = cluster.instances;
  const { token } = await newShopper(a.url);
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${a.url}/api/V2/profile/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(res.status, 200, await res.clone().text());
  const { url } = (await res.json()).data;

  const { rows } = await cluster.db.query(
    'select storage_key, bytes is null as no_bytes from media where path = $1',
    [url.replace(/^\/media\//, '')],
  );
  assert.deepEqual(rows, [{ storage_key: url.slice(1), no_bytes: true }], 'the row names the object');
  const object = await fetch(`${env.S3_ENDPOINT}/${BUCKET}/${url.slice(1)}`);
  assert.equal(object.status, 200, 'the object is in the bucket');
  const stored = Buffer.from(await object.arrayBuffer());

  const served = await fetch(`${b.url}${url}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), stored);
}

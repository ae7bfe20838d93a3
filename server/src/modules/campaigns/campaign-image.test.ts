import { ZCampaignImageResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';

// A new campaign needs an icon and a banner, uploaded here before the campaign is saved.

const send = (
  headers: Record<string, string>,
  body: { payload: unknown; headers?: Record<string, string> },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dashboard/v1/campaign-image',
    headers: { ...headers, ...body.headers },
    payload: body.payload as string,
  });

describe('campaign pictures', () => {
  it('stores a PNG an admin uploads as WebP and serves it', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await send(
      admin.headers,
      multipart({}, { name: 'banner.png', type: 'image/png', bytes: await png(300, 100) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { path } = ZCampaignImageResponse.parse(res.json()).data;
    expect(path).toMatch(/^\/media\/campaigns\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('answers a JSON body with 415 and how to send the picture', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await send(admin.headers, { payload: { path: '/media/x.png' } });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message).toBe('Send the image as multipart/form-data with a "file" field');
  });

  it('is for admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const res = await send(
      seller.headers,
      multipart({}, { name: 'icon.png', type: 'image/png', bytes: await png() }),
    );
    expect(res.statusCode).toBe(403);
  });
});

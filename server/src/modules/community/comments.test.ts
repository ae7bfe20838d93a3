import {
  ZCommentTagResponse,
  ZDeleteCommentResponse,
  ZErrorResponse,
  ZGetCommentRepliesResponse,
  ZGetCommentsResponse,
  ZPostCommentResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createComment, createProduct, createUser } from '../../db/factories/index.ts';
import { commentMentions } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

const { get, post } = api(t, { base: '' });
const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 10, minute));

describe('GET /api/V2/comments', () => {
  it('pages top-level comments newest first with their first replies in a fixed number of queries', async () => {
    const product = await createProduct(t.db);
    const author = await createUser(t.db);
    const measure = async () =>
      (await countQueries(t.database, () => get(`/api/V2/comments?id=${product.id}&type=product`))).queries;
    const emptyQueries = await measure();

    const threads: { id: string }[] = [];
    for (let i = 0; i < 12; i++)
      threads.push(
        await createComment(t.db, {
          productId: product.id,
          userId: author.id,
          body: `Comment ${i}`,
          createdAt: at(i),
        }),
      );
    // The newest thread gets five replies; only three ride along, oldest first.
    for (let r = 0; r < 5; r++)
      await createComment(t.db, {
        productId: product.id,
        userId: author.id,
        parentId: threads[11].id,
        body: `Reply ${r}`,
        createdAt: at(30 + r),
      });
    await createComment(t.db, {
      productId: product.id,
      userId: author.id,
      parentId: threads[10].id,
      createdAt: at(40),
    });

    const res = await get(`/api/V2/comments?id=${product.id}&type=product`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = ZGetCommentsResponse.parse(res.json());
    expect(data.items.map((c) => c.body).slice(0, 3)).toEqual(['Comment 11', 'Comment 10', 'Comment 9']);
    expect(data.items).toHaveLength(10);
    expect(data.items[0].replyCount).toBe(5);
    expect(data.items[0].replies.map((c) => c.body)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(data.items[1].replyCount).toBe(1);
    expect(data.items[2]).toMatchObject({ replyCount: 0, replies: [] });
    expect(meta?.pagination).toEqual({ total: 12, count: 10, perPage: 10, currentPage: 1, totalPages: 2 });
    // Fixed: product, count, page and one query for all replies, however full the page is
    // (an empty page skips the replies query).
    expect(emptyQueries).toBe(3);
    expect(await measure()).toBe(4);

    const page2 = ZGetCommentsResponse.parse(
      (await get(`/api/V2/comments?id=${product.id}&type=product&page=2`)).json(),
    );
    expect(page2.data.items.map((c) => c.body)).toEqual(['Comment 1', 'Comment 0']);

    const replies = await get(`/api/V2/comments/${threads[11].id}?page=2`);
    const parsed = ZGetCommentRepliesResponse.parse(replies.json());
    expect(parsed.meta?.pagination).toMatchObject({ total: 5, currentPage: 2, count: 0 });
    const all = ZGetCommentRepliesResponse.parse((await get(`/api/V2/comments/${threads[11].id}`)).json());
    expect(all.data.items.map((c) => c.body)).toEqual([
      'Reply 0',
      'Reply 1',
      'Reply 2',
      'Reply 3',
      'Reply 4',
    ]);
    const repliesQueries = (await countQueries(t.database, () => get(`/api/V2/comments/${threads[11].id}`)))
      .queries;
    expect(repliesQueries).toBeLessThanOrEqual(3);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const cases: [string, number][] = [
      ['/api/V2/comments?id=unknown-product&type=product', 404],
      [`/api/V2/comments?id=${product.id}&type=blog`, 400],
      [`/api/V2/comments?id=${product.id}&type=product&page=0`, 400],
      [`/api/V2/comments?id=${product.id}&type=product&page=-2`, 400],
      ['/api/V2/comments/not-a-uuid', 404],
      ['/api/V2/comments/00000000-0000-4000-8000-000000000000', 404],
      ['/api/V2/comments/00000000-0000-4000-8000-000000000000?page=0', 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message.length).toBeGreaterThan(3);
    }
  });
});

describe('POST /api/V2/comment', () => {
  it('posts comments and replies, flattens replies to replies and stores @mentions of real users', async () => {
    const product = await createProduct(t.db);
    const sita = await createUser(t.db, { username: 'sita_s', name: 'Sita Shrestha' });
    const { headers } = await loginAs(t.app, t.db, { username: 'hari', name: 'Hari Karki' });
    const other = await loginAs(t.app, t.db, { username: 'maya', name: 'Maya Rai' });

    const top = await post(
      '/api/V2/comment',
      { id: product.id, type: 'product', body: 'Is this good for @Sita_S and @nobody_here?' },
      headers,
    );
    expect(top.statusCode).toBe(201);
    const comment = ZPostCommentResponse.parse(top.json()).data.comment;
    expect(comment).toMatchObject({
      parentId: null,
      replyToUsername: null,
      mentions: ['sita_s'],
      isMine: true,
    });

    const reply = ZPostCommentResponse.parse(
      (
        await post(
          '/api/V2/comment',
          { id: product.id, type: 'product', body: 'Yes!', parentId: comment.id },
          other.headers,
        )
      ).json(),
    ).data.comment;
    expect(reply).toMatchObject({ parentId: comment.id, replyToUsername: null });
    const nested = ZPostCommentResponse.parse(
      (
        await post(
          '/api/V2/comment',
          { id: product.id, type: 'product', body: '@maya thanks', parentId: reply.id },
          headers,
        )
      ).json(),
    ).data.comment;
    expect(nested).toMatchObject({ parentId: comment.id, replyToUsername: 'maya', mentions: ['maya'] });

    const rows = await t.db.select().from(commentMentions);
    expect(rows.map((r) => r.userId)).toContain(sita.id);

    const list = ZGetCommentsResponse.parse(
      (await get(`/api/V2/comments?id=${product.id}&type=product`, headers)).json(),
    );
    expect(list.data.items[0]).toMatchObject({
      id: comment.id,
      replyCount: 2,
      mentions: ['sita_s'],
      isMine: true,
    });
    expect(list.data.items[0].replies.map((r) => [r.isMine, r.replyToUsername])).toEqual([
      [false, null],
      [true, 'maya'],
    ]);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const elsewhere = await createProduct(t.db);
    const author = await createUser(t.db);
    const foreign = await createComment(t.db, { productId: elsewhere.id, userId: author.id });
    const { headers } = await loginAs(t.app, t.db);
    const base = { id: product.id, type: 'product', body: 'Nice' };
    expect((await post('/api/V2/comment', base)).statusCode).toBe(401);
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, body: '' }, 400],
      [{ ...base, body: ' \n\n ' }, 400],
      [{ ...base, body: 'x'.repeat(1001) }, 400],
      [{ ...base, type: 'video' }, 400],
      [{ ...base, id: 'unknown' }, 404],
      [{ ...base, parentId: 'not-a-uuid' }, 404],
      [{ ...base, parentId: foreign.id }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post('/api/V2/comment', payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message.length).toBeGreaterThan(3);
    }
  });
});

describe('POST /api/V2/comment/delete', () => {
  it('deletes only your own comment; one with replies stays as a placeholder until its last reply goes', async () => {
    const product = await createProduct(t.db);
    const me = await loginAs(t.app, t.db);
    const them = await loginAs(t.app, t.db);
    const lonely = await createComment(t.db, { productId: product.id, userId: me.user.id, createdAt: at(1) });
    const thread = await createComment(t.db, { productId: product.id, userId: me.user.id, createdAt: at(2) });
    const reply = await createComment(t.db, {
      productId: product.id,
      userId: them.user.id,
      parentId: thread.id,
    });

    const notMine = await post('/api/V2/comment/delete', { commentId: reply.id }, me.headers);
    expect(notMine.statusCode).toBe(404);
    expect((await post('/api/V2/comment/delete', { commentId: 'nope' }, me.headers)).statusCode).toBe(404);
    expect((await post('/api/V2/comment/delete', { commentId: lonely.id })).statusCode).toBe(401);

    const gone = ZDeleteCommentResponse.parse(
      (await post('/api/V2/comment/delete', { commentId: lonely.id }, me.headers)).json(),
    );
    expect(gone.data).toEqual({ id: lonely.id, removed: true });
    const kept = ZDeleteCommentResponse.parse(
      (await post('/api/V2/comment/delete', { commentId: thread.id }, me.headers)).json(),
    );
    expect(kept.data).toEqual({ id: thread.id, removed: false });
    expect((await post('/api/V2/comment/delete', { commentId: thread.id }, me.headers)).statusCode).toBe(404);

    let list = ZGetCommentsResponse.parse(
      (await get(`/api/V2/comments?id=${product.id}&type=product`)).json(),
    );
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({
      body: 'This comment was deleted',
      user: null,
      isDeleted: true,
      replyCount: 1,
    });

    await post('/api/V2/comment/delete', { commentId: reply.id }, them.headers);
    list = ZGetCommentsResponse.parse((await get(`/api/V2/comments?id=${product.id}&type=product`)).json());
    expect(list.data.items).toHaveLength(0);
  });
});

describe('GET /api/V2/comment/tag', () => {
  it('suggests up to 8 users whose username starts with q, for signed-in users', async () => {
    for (const username of ['ram_a', 'ram_b', 'ramesh', 'rama', 'sita', 'ramxyz'])
      await createUser(t.db, { username });
    const { headers } = await loginAs(t.app, t.db, { username: 'hari' });
    expect((await get('/api/V2/comment/tag?q=ram')).statusCode).toBe(401);
    const res = await get('/api/V2/comment/tag?q=Ram_', headers);
    expect(res.statusCode).toBe(200);
    expect(ZCommentTagResponse.parse(res.json()).data.items.map((u) => u.username)).toEqual([
      'ram_a',
      'ram_b',
    ]);
    const all = ZCommentTagResponse.parse((await get('/api/V2/comment/tag?q=%40r', headers)).json());
    expect(all.data.items.map((u) => u.username)).toEqual(['rama', 'ram_a', 'ram_b', 'ramesh', 'ramxyz']);
    for (const q of ['', '%25', 'a b']) {
      const bad = await get(`/api/V2/comment/tag?q=${q}`, headers);
      expect(bad.statusCode, q).toBe(400);
    }
  });
});

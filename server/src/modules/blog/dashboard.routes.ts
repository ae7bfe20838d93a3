import multipart from '@fastify/multipart';
import { DASHBOARD_BLOG_PER_PAGE, UPLOAD_MAX_BYTES } from '@upahar/contract';
import {
  createDashboardBlogCategory,
  createDashboardBlogPost,
  deleteDashboardBlogCategory,
  deleteDashboardBlogPost,
  getDashboardBlogPost,
  listDashboardBlogCategories,
  listDashboardBlogPosts,
  previewBlogMarkdown,
  searchBlogProducts,
  updateDashboardBlogCategory,
  updateDashboardBlogPost,
  uploadBlogCover,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readUploadedFile } from '../uploads/index.ts';
import {
  createBlogCategory,
  deleteBlogCategory,
  listBlogCategories,
  updateBlogCategory,
} from './categories.ts';
import { renderPostBody } from './markdown.ts';
import { createPost, deletePost, getDashboardPost, listDashboardPosts, updatePost } from './posts.ts';
import { saveCover, searchProductPicks } from './products.ts';

const STATUS_MESSAGE = { draft: 'Saved as a draft', scheduled: 'Scheduled', published: 'Published' };

/**
 * Admins write the blog. Every write is a dashboard write, so the shared response cache forgets
 * its pages and the blog shows the change at once.
 */
export async function blogDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });
  const admin = { guard: adminOnly };

  route(
    app,
    listDashboardBlogPosts,
    async (req) => {
      const { posts, total } = await listDashboardPosts({ db, query: req.query });
      return ok(
        { posts },
        { pagination: paginate(total, posts.length, DASHBOARD_BLOG_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    getDashboardBlogPost,
    async (req) => ok(await getDashboardPost({ db, id: req.params.id })),
    admin,
  );

  route(
    app,
    createDashboardBlogPost,
    async (req, reply) => {
      const { user } = authOf(req);
      const post = await createPost({ db, author: { id: user.id, name: user.name }, input: req.body });
      reply.code(201);
      return ok(post, { message: `${STATUS_MESSAGE[post.status]}: ${post.title}` });
    },
    admin,
  );

  route(
    app,
    updateDashboardBlogPost,
    async (req) => {
      const post = await updatePost({ db, id: req.params.id, input: req.body });
      return ok(post, { message: `${STATUS_MESSAGE[post.status]}: ${post.title}` });
    },
    admin,
  );

  route(
    app,
    deleteDashboardBlogPost,
    async (req) => {
      const { title } = await deletePost({ db, id: req.params.id });
      return ok(null, { message: `Deleted: ${title}` });
    },
    admin,
  );

  route(app, previewBlogMarkdown, async (req) => ok(renderPostBody(req.body.markdown)), admin);

  route(
    app,
    uploadBlogCover,
    async (req) => {
      const { bytes } = await readUploadedFile(req);
      return ok(await saveCover({ db, bucket: app.bucket, bytes }), { message: 'Cover uploaded' });
    },
    { ...admin, config: limit(app, 30, '1 minute') },
  );

  route(
    app,
    searchBlogProducts,
    async (req) => ok({ products: await searchProductPicks({ db, q: req.query.q }) }),
    admin,
  );

  route(
    app,
    listDashboardBlogCategories,
    async () => ok({ categories: await listBlogCategories({ db }) }),
    admin,
  );

  route(
    app,
    createDashboardBlogCategory,
    async (req, reply) => {
      const category = await createBlogCategory({ db, input: req.body });
      reply.code(201);
      return ok(category, { message: `Added the category ${category.name}` });
    },
    admin,
  );

  route(
    app,
    updateDashboardBlogCategory,
    async (req) => {
      const category = await updateBlogCategory({ db, id: req.params.id, input: req.body });
      return ok(category, { message: `Saved the category ${category.name}` });
    },
    admin,
  );

  route(
    app,
    deleteDashboardBlogCategory,
    async (req) => {
      const { name } = await deleteBlogCategory({ db, id: req.params.id });
      return ok(null, { message: `Deleted the category ${name}` });
    },
    admin,
  );
}

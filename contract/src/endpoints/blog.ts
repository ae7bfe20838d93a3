import {
  ZBlogCategoryBody,
  ZBlogCategoryIdParams,
  ZBlogCoverResponse,
  ZBlogListQuery,
  ZBlogListResponse,
  ZBlogPostBody,
  ZBlogPostIdParams,
  ZBlogPostResponse,
  ZBlogPreviewBody,
  ZBlogPreviewResponse,
  ZBlogProductSearchQuery,
  ZBlogProductSearchResponse,
  ZBlogSlugParams,
  ZDashboardBlogCategoriesResponse,
  ZDashboardBlogCategoryResponse,
  ZDashboardBlogListResponse,
  ZDashboardBlogPostResponse,
  ZDashboardBlogQuery,
} from '../blog.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// The blog: published posts for everyone (shared caches may keep them briefly), and the admins'
// writing desk in the dashboard (sellers are refused with 403 after the staff check).
const blog = { surface: 'storefront', tag: 'blog', access: 'public' } as const;
const desk = { surface: 'dashboard', tag: 'dashboard blog', access: 'staff' } as const;

export const listBlogPosts = defineEndpoint({
  ...blog,
  id: 'listBlogPosts',
  method: 'GET',
  path: '/blogs',
  summary: 'A page of published posts, newest first (24 a page unless perPage says otherwise)',
  query: ZBlogListQuery,
  response: ZBlogListResponse,
});

export const listBlogCategoryPosts = defineEndpoint({
  ...blog,
  id: 'listBlogCategoryPosts',
  method: 'GET',
  path: '/blogs/category/:slug',
  summary: "A page of one category's published posts, newest first",
  params: ZBlogSlugParams,
  query: ZBlogListQuery,
  response: ZBlogListResponse,
  errors: [404],
});

export const getBlogPost = defineEndpoint({
  ...blog,
  id: 'getBlogPost',
  method: 'GET',
  path: '/blog/:slug',
  summary:
    'A published post with the products it mentions and related posts; drafts and scheduled posts are 404',
  params: ZBlogSlugParams,
  response: ZBlogPostResponse,
  errors: [404],
});

export const listDashboardBlogPosts = defineEndpoint({
  ...desk,
  id: 'listDashboardBlogPosts',
  method: 'GET',
  path: '/blog/posts',
  summary: 'Admins: a page of posts of every status, newest change first, by title or status',
  query: ZDashboardBlogQuery,
  response: ZDashboardBlogListResponse,
});

export const getDashboardBlogPost = defineEndpoint({
  ...desk,
  id: 'getDashboardBlogPost',
  method: 'GET',
  path: '/blog/posts/:id',
  summary: 'Admins: one post as written, with its Markdown',
  params: ZBlogPostIdParams,
  response: ZDashboardBlogPostResponse,
  errors: [404],
});

export const createDashboardBlogPost = defineEndpoint({
  ...desk,
  id: 'createDashboardBlogPost',
  auditLabel: 'Wrote a blog post',
  method: 'POST',
  path: '/blog/posts',
  summary: 'Admins: write a post (a draft, published now or scheduled); 409 when the web address is taken',
  body: ZBlogPostBody,
  response: ZDashboardBlogPostResponse,
  statuses: [201],
  errors: [409],
});

export const updateDashboardBlogPost = defineEndpoint({
  ...desk,
  id: 'updateDashboardBlogPost',
  auditLabel: 'Changed a blog post',
  method: 'PUT',
  path: '/blog/posts/:id',
  summary: 'Admins: change a post, publish, schedule or unpublish it; 409 when the web address is taken',
  params: ZBlogPostIdParams,
  body: ZBlogPostBody,
  response: ZDashboardBlogPostResponse,
  errors: [404, 409],
});

export const deleteDashboardBlogPost = defineEndpoint({
  ...desk,
  id: 'deleteDashboardBlogPost',
  auditLabel: 'Deleted a blog post',
  method: 'DELETE',
  path: '/blog/posts/:id',
  summary: 'Admins: delete a post for good',
  params: ZBlogPostIdParams,
  response: ZMessageResponse,
  errors: [404],
});

export const previewBlogMarkdown = defineEndpoint({
  ...desk,
  id: 'previewBlogMarkdown',
  auditLabel: 'Previewed a blog post',
  method: 'POST',
  path: '/blog/preview',
  summary: 'Admins: the sanitised HTML a post body renders to, as the shop will show it',
  body: ZBlogPreviewBody,
  response: ZBlogPreviewResponse,
});

export const uploadBlogCover = defineEndpoint({
  ...desk,
  id: 'uploadBlogCover',
  auditLabel: 'Uploaded a blog cover picture',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/blog/cover',
  summary:
    'Admins: upload a cover picture as multipart/form-data with a "file" field (JPEG, PNG or WebP, at most 5 MB; stored as WebP)',
  response: ZBlogCoverResponse,
  errors: [413, 415],
});

export const searchBlogProducts = defineEndpoint({
  ...desk,
  id: 'searchBlogProducts',
  method: 'GET',
  path: '/blog/products',
  summary: 'Admins: products on sale whose name matches, to mention in a post',
  query: ZBlogProductSearchQuery,
  response: ZBlogProductSearchResponse,
});

export const listDashboardBlogCategories = defineEndpoint({
  ...desk,
  id: 'listDashboardBlogCategories',
  method: 'GET',
  path: '/blog/categories',
  summary: 'Admins: the blog categories with how many posts each holds',
  response: ZDashboardBlogCategoriesResponse,
});

export const createDashboardBlogCategory = defineEndpoint({
  ...desk,
  id: 'createDashboardBlogCategory',
  auditLabel: 'Added a blog category',
  method: 'POST',
  path: '/blog/categories',
  summary: 'Admins: add a blog category; 409 when the web address is taken',
  body: ZBlogCategoryBody,
  response: ZDashboardBlogCategoryResponse,
  statuses: [201],
  errors: [409],
});

export const updateDashboardBlogCategory = defineEndpoint({
  ...desk,
  id: 'updateDashboardBlogCategory',
  auditLabel: 'Changed a blog category',
  method: 'PUT',
  path: '/blog/categories/:id',
  summary: 'Admins: rename a blog category or change its description',
  params: ZBlogCategoryIdParams,
  body: ZBlogCategoryBody,
  response: ZDashboardBlogCategoryResponse,
  errors: [404, 409],
});

export const deleteDashboardBlogCategory = defineEndpoint({
  ...desk,
  id: 'deleteDashboardBlogCategory',
  auditLabel: 'Deleted a blog category',
  method: 'DELETE',
  path: '/blog/categories/:id',
  summary: 'Admins: delete an empty blog category; 409 while it holds posts',
  params: ZBlogCategoryIdParams,
  response: ZMessageResponse,
  errors: [404, 409],
});

import type { TBlogCategoryBody, TBlogPostBody, TDashboardBlogQuery } from '@upahar/contract';
import {
  createDashboardBlogCategory,
  createDashboardBlogPost,
  deleteDashboardBlogCategory,
  deleteDashboardBlogPost,
  getDashboardBlogPost,
  listDashboardBlogCategories,
  listDashboardBlogPosts,
  previewBlogMarkdown,
  updateDashboardBlogCategory,
  updateDashboardBlogPost,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// The admin's calls for the blog under the dashboard API.

export const fetchBlogPosts = (query: Partial<TDashboardBlogQuery>, signal?: AbortSignal) =>
  callApi(listDashboardBlogPosts, { query }, { signal });
export const fetchBlogPost = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardBlogPost, { params: { id } }, { signal }).then((r) => r.data);
export const createBlogPost = (body: TBlogPostBody) => callApi(createDashboardBlogPost, { body });
export const saveBlogPost = (id: string, body: TBlogPostBody) =>
  callApi(updateDashboardBlogPost, { params: { id }, body });
export const removeBlogPost = (id: string) => callApi(deleteDashboardBlogPost, { params: { id } });

export const previewMarkdown = (markdown: string, signal?: AbortSignal) =>
  callApi(previewBlogMarkdown, { body: { markdown } }, { signal }).then((r) => r.data);
export const uploadBlogCover = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<{ path: string }>('/api/dashboard/v1/blog/cover', file, onProgress);

export const fetchBlogCategories = (signal?: AbortSignal) =>
  callApi(listDashboardBlogCategories, {}, { signal }).then((r) => r.data.categories);
export const createBlogCategory = (body: TBlogCategoryBody) => callApi(createDashboardBlogCategory, { body });
export const saveBlogCategory = (id: number, body: TBlogCategoryBody) =>
  callApi(updateDashboardBlogCategory, { params: { id }, body });
export const removeBlogCategory = (id: number) => callApi(deleteDashboardBlogCategory, { params: { id } });

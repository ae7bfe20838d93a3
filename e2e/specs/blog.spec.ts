import type { APIRequestContext } from '@playwright/test';
import { noViolations } from '../axe';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// The blog as a reader and as its writer. The reader goes from the list to a post, its product
// card and its category, and loads a second page; the admin writes a post with a preview and
// publishes it. Posts and the category made here are deleted at the end, so the shared demo shop
// is as it was for the other specs. Serial: both change how many posts the list holds.
test.describe.configure({ mode: 'serial' });

const API = '/api/dashboard/v1/blog';

async function adminHeaders(request: APIRequestContext) {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  return { token: admin.token, headers: { authorization: `Bearer ${admin.token}` } };
}

test('a reader opens a post, sees its products and category, and loads more posts', async ({
  page,
  request,
}) => {
  const { headers } = await adminHeaders(request);
  // The demo blog has 10 published posts; 15 more make a second page of the 24-post list.
  const category = await request.post(`${API}/categories`, {
    headers,
    data: { name: `E2E stories ${Date.now()}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId: number = (await category.json()).data.id;
  const made: string[] = [];
  try {
    for (let i = 0; i < 15; i++) {
      const res = await request.post(`${API}/posts`, {
        headers,
        data: {
          title: `A short note number ${i + 1} from the kitchen`,
          categoryId,
          markdown: `Note ${i + 1}: more cakes are coming.`,
          publish: 'now',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      made.push((await res.json()).data.id);
    }

    await gotoHydrated(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blogs/rss.xml',
    );
    const posts = page
      .locator('main article, article')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(posts).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 25')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Showing 25 of 25')).toBeVisible();
    await expect(posts).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('link', { name: 'How to store a cake in a Kathmandu summer' }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-store-a-cake-in-kathmandu-summer$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to store a cake in a Kathmandu summer' }),
    ).toBeVisible();
    await expect(page.getByText('Sita Maharjan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'As soon as it arrives' })).toBeVisible();
    const mentioned = page.locator('section', { has: page.getByRole('heading', { name: 'In this post' }) });
    await expect(mentioned.getByRole('link', { name: 'Mango Mousse Cake' }).first()).toBeVisible();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe('How to store a cake in a Kathmandu summer');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Cake care & ideas' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cake care & ideas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All posts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eggless cakes that do not taste eggless' })).toBeVisible();

    // A scheduled post and a draft are not there yet.
    expect((await page.goto('/blog/new-year-2083-celebration-ideas'))?.status()).toBe(404);
    expect((await page.goto('/blog/planning-a-childrens-party-at-home'))?.status()).toBe(404);
  } finally {
    for (const id of made) await request.delete(`${API}/posts/${id}`, { headers });
    await request.delete(`${API}/categories/${categoryId}`, { headers });
  }
});

test('an admin writes a post with a preview, publishes it, and readers find it', async ({
  page,
  request,
}) => {
  const { token, headers } = await adminHeaders(request);
  const title = `Momo cake experiments ${Date.now()}`;
  await useSession(page, token);
  try {
    await gotoHydrated(page, '/dashboard/blog');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

    // Nothing typed: the shared rules refuse it in the browser, naming the fields.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Please fix the marked fields before saving.')).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Web address')).toHaveValue(/^momo-cake-experiments-\d+$/);
    await page.getByLabel('Category').selectOption({ label: 'Gifting guides' });
    await page.getByLabel('Tags').fill('momo, experiments');
    await page
      .getByRole('textbox', { name: 'Post' })
      .fill('## Steamed, not baked\n\nA **savoury** surprise.\n\n<script>alert(1)</script>');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel');
    await expect(preview.getByRole('heading', { name: 'Steamed, not baked' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('savoury');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Write' }).click();
    await expect(page.getByRole('textbox', { name: 'Post' })).toHaveValue(/Steamed, not baked/);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(`Published: ${title}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    await gotoHydrated(page, '/blogs');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Steamed, not baked' })).toBeVisible();
  } finally {
    const found = await request.get(`${API}/posts?q=${encodeURIComponent(title)}`, { headers });
    for (const p of (await found.json()).data.posts)
      await request.delete(`${API}/posts/${p.id}`, { headers });
  }
});

// axe on the blog's pages and the admin's desk, at phone and desktop widths: WCAG 2.2 A and AA and
// best practices, as the accessibility spec checks the buying journey.

test.describe('accessibility', () => {
  // The pages' policy runs only their own scripts; axe is injected as an inline script.
  test.use({ bypassCSP: true });
  test('the blog and its dashboard pages have no accessibility violations', async ({ page, request }) => {
    // Twelve page loads, each read whole by axe: more than one ordinary test's time.
    test.slow();
    const { token, headers } = await adminHeaders(request);
    const posts = (await (await request.get(`${API}/posts`, { headers })).json()).data.posts;
    await useSession(page, token);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/blogs',
        '/blog/how-to-store-a-cake-in-kathmandu-summer',
        '/blogs/category/gifting-guides',
        '/dashboard/blog',
        `/dashboard/blog/${posts[0].id}`,
        '/dashboard/blog/categories',
      ]) {
        await gotoHydrated(page, path);
        await expect(page.locator('h1').first()).toBeVisible();
        await noViolations(page, `${path} at ${width} px`);
      }
    }
  });
});

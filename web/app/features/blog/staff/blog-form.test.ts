import { describe, expect, it } from 'vitest';
import { fromKathmanduInput, toKathmanduInput } from '~/features/staff-shell';
import { blogBodyOf, checkBlogForm, emptyBlogForm, withTitle } from './blog-form';

describe('the blog post form', () => {
  it('makes the web address from the title until it is edited by hand', () => {
    const f = withTitle(emptyBlogForm(1), 'Dashain Gifts for Everyone!');
    expect(f.slug).toBe('dashain-gifts-for-everyone');
    const edited = { ...f, slug: 'dashain', slugEdited: true };
    expect(withTitle(edited, 'Something else').slug).toBe('dashain');
  });

  it('reads the publishing time in Kathmandu time, whatever the browser’s zone', () => {
    expect(fromKathmanduInput('2026-10-12T09:30')).toBe('2026-10-12T09:30:00+05:45');
    expect(new Date(fromKathmanduInput('2026-10-12T09:30') as string).toISOString()).toBe(
      '2026-10-12T03:45:00.000Z',
    );
    expect(toKathmanduInput('2026-10-12T03:45:00.000Z')).toBe('2026-10-12T09:30');
    expect(fromKathmanduInput('')).toBeNull();
  });

  it('sends tags as words, products as ids, and a time only when scheduling', () => {
    const form = {
      ...emptyBlogForm(3),
      title: 'Teej treats',
      markdown: '## Red and green',
      tags: ' teej, , for her ',
      products: [
        {
          id: '7d1f0c1e-0000-4000-8000-000000000001',
          name: 'Roses',
          slug: 'roses',
          image: null,
          storeName: null,
        },
      ],
      publishAt: '2026-09-01T08:00',
    };
    expect(blogBodyOf(form, 'now')).toMatchObject({
      tags: ['teej', 'for her'],
      productIds: ['7d1f0c1e-0000-4000-8000-000000000001'],
      publish: 'now',
      publishAt: null,
    });
    expect(blogBodyOf(form, 'at').publishAt).toBe('2026-09-01T08:00:00+05:45');
  });

  it('names the fields the shared rules refuse', () => {
    const checked = checkBlogForm({ ...emptyBlogForm(), publishAt: '' }, 'at');
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(Object.keys(checked.errors)).toEqual(
        expect.arrayContaining(['title', 'categoryId', 'markdown']),
      );
  });
});

import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

const render = (current?: string) =>
  renderToString(
    <MemoryRouter>
      <Breadcrumb
        items={[
          { to: '/categories', label: 'Categories' },
          { to: '/category/cakes', label: 'Cakes' },
        ]}
        current={current}
      />
    </MemoryRouter>,
  );

describe('Breadcrumb', () => {
  it('leads from Home through each level to the page itself, marked as the current one', () => {
    const html = render('Birthday Cakes');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/categories"');
    expect(html).toContain('href="/category/cakes"');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Birthday Cakes<\/span>/);
    expect(html.indexOf('Cakes</a>')).toBeLessThan(html.indexOf('Birthday Cakes'));
  });

  it('without a current page ends at the last link', () => {
    expect(render()).not.toContain('aria-current');
  });
});

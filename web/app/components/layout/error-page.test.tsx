import { TEXT } from '@upahar/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

const render = (content?: Parameters<typeof ErrorPage>[0]['content']) =>
  renderToString(
    <MemoryRouter>
      <ErrorPage content={content} />
    </MemoryRouter>,
  );

describe('ErrorPage', () => {
  it('renders the default 404 page with a Home Page link', () => {
    const html = render(null);
    expect(html).toContain('aria-label="404"');
    expect(html).toContain(`>${TEXT.notFoundTitle}<`);
    expect(html).toContain('The page you are looking for doesnt exist');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Home Page<\/a>/);
  });

  it('renders the banner and tiles instead of the defaults', () => {
    const html = render({
      banner: { backgroundImage: '/uploads/lost.jpg', title: 'Lost in the bakery?', subtitle: 'Try these' },
      links: [
        { url: '/category/cakes', image: '/uploads/cakes.jpg', title: 'Cakes' },
        { url: 'https://example.com/gifts', image: '/uploads/gifts.jpg', title: 'Gifts' },
      ],
    });
    expect(html).toContain('background-image:url(&quot;/uploads/lost.jpg&quot;)');
    expect(html).toContain('Lost in the bakery?');
    expect(html).toContain('Try these');
    expect(html).toMatch(
      /<a[^>]*href="\/category\/cakes"[^>]*>.*?src="\/uploads\/cakes.jpg".*?Cakes<\/span>/,
    );
    expect(html).toContain('href="https://example.com/gifts"');
    expect(html).not.toContain('Home Page');
    expect(html).not.toContain(TEXT.notFoundTitle);
  });

  it('keeps the Home Page link when only a banner is given', () => {
    const html = render({ banner: { backgroundImage: '/b.jpg', title: 'T', subtitle: 'S' }, links: [] });
    expect(html).toContain('Home Page');
  });
});

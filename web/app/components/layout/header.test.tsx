import type { TMenuData } from '@upahar/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '~/features/session';
import { Header } from './header';

const menu: TMenuData = {
  categories: { items: [{ title: 'Cakes', url: '', slug: 'cakes', name: 'Cakes' }], banner: null },
  topMenu: [{ title: 'About', items: [{ title: 'About us', url: '/aboutus' }] }],
  campaign: { slug: 'dashain', icon: '/uploads/dashain.png', name: 'Dashain Sale' },
};

// The menu row loads on its own: rendered as the server does, waiting for it.
async function render(data: TMenuData | null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter>
      <SessionProvider>
        <Header menu={data} />
      </SessionProvider>
    </MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('Header', () => {
  it('renders the visitor links while the session is being checked (server render)', async () => {
    const html = await render(menu);
    expect(html).toContain('href="/roulette/test-your-luck"');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('href="/profile"');
  });

  it('links home, search, blog, vacancies and the cart with its count', async () => {
    const html = await render(menu);
    expect(html).toContain('aria-label="Upahar home"');
    expect(html).toContain('href="/search"');
    expect(html).toContain('href="/blogs"');
    expect(html).toContain('href="/careers"');
    expect(html).toContain('Shop By Categories');
    expect(html).toContain('aria-label="Cart, 0 items"');
  });

  it('shows the campaign icon only when there is a campaign', async () => {
    expect(await render(menu)).toMatch(/href="\/campaign\/dashain"[^>]*><img[^>]*alt="Dashain Sale"/);
    expect(await render({ ...menu, campaign: null })).not.toContain('/campaign/');
  });
});

import type { TFooterData } from '@upahar/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

const footer: TFooterData = {
  phone: [
    { type: 'Office', value: '01-4412345', platform: null },
    { type: 'Chat', value: '9841234567', platform: 'viber' },
    { type: 'Chat', value: '9801234567', platform: 'whatsapp' },
  ],
  locations: [{ location: 'Jhamsikhel, Lalitpur' }],
  email: 'hello@upahar.test',
  appstore: null,
  playstore: 'https://play.google.com/store/apps/details?id=upahar',
  appHeader: 'Get the app',
  socialMedia: [
    { name: 'Facebook', link: 'https://facebook.com/upahar' },
    { name: 'TikTok', link: 'https://tiktok.com/@upahar' },
  ],
  navLinks: [
    {
      title: 'Help',
      items: [
        { title: 'FAQ', link: '/faq' },
        { title: 'Nowhere', link: '' },
      ],
    },
  ],
  newsletter: { placeholder: '', buttonText: '', title: null },
};

const render = (data: TFooterData | null) =>
  renderToString(
    <MemoryRouter>
      <Footer footer={data} />
    </MemoryRouter>,
  );

describe('Footer', () => {
  it('renders contact, phone links, social links and link columns', () => {
    const html = render(footer);
    expect(html).toContain('href="tel:014412345"');
    expect(html).toContain('href="viber://chat?number=%2B9779841234567"');
    expect(html).toContain('href="https://wa.me/9779801234567"');
    expect(html).toContain('href="mailto:hello@upahar.test"');
    expect(html).toContain('aria-label="Facebook"');
    expect(html).toMatch(/>TikTok<\/a>/);
    expect(html).toContain('href="/faq"');
    // A missing link target defaults to "/".
    expect(html).toMatch(/href="\/"[^>]*>Nowhere</);
  });

  it('shows only the app links that are set', () => {
    const html = render(footer);
    expect(html).toContain('Google Play');
    expect(html).not.toContain('App Store');
  });

  it('uses the newsletter defaults and the copyright line', () => {
    const html = render(footer);
    expect(html).toContain('placeholder="Enter your email"');
    expect(html).toContain('>Subscribe</button>');
    expect(html).toContain('Upahar All rights reserved.');
  });

  it('renders without footer data', () => {
    const html = render(null);
    expect(html).toContain('Upahar All rights reserved.');
    expect(html).toContain('placeholder="Enter your email"');
  });
});

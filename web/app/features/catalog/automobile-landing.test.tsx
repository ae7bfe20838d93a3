import type { TAutomobileLanding } from '@upahar/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '~/features/currency';
import { AutomobileLanding } from './automobile-landing';

const landing: TAutomobileLanding = {
  sliders: [
    { image: '/a.svg', title: 'Test rides', subtitle: 'All week', url: '/category/automobiles' },
    { image: '/b.svg', title: 'EV month', subtitle: '', url: '' },
  ],
  vehicleOfMonth: {
    title: 'Gandaki EV',
    description: 'Quiet and quick',
    image: '/v.svg',
    url: '/product/gandaki-ev',
    price: 4_290_000_00,
  },
  bookWithUs: {
    title: 'Book with us',
    text: 'Reserve online',
    image: '/k.svg',
    phone: '01-441 2345',
    buttonText: 'Book',
    url: '/contact',
  },
  ads: [{ image: '/ad.svg', title: 'Helmets', url: 'https://example.com/helmets' }],
};

const render = (l: TAutomobileLanding) =>
  renderToString(
    <MemoryRouter>
      <CurrencyProvider info={null}>
        <AutomobileLanding landing={l} />
      </CurrencyProvider>
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('AutomobileLanding (automobile page content)', () => {
  it('renders sliders as an accessible carousel with buttons and dots', () => {
    const html = render(landing);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Show slide 2"');
  });

  it('shows the vehicle of the month with its price, book-with-us and ads', () => {
    const html = render(landing);
    expect(html).toContain('Vehicle of the month');
    expect(html).toContain('Rs 42.9 lakh');
    expect(html).toContain('href="tel:014412345"');
    expect(html).toContain('href="https://example.com/helmets"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('leaves out what the editor did not fill in', () => {
    const html = render({ sliders: [], vehicleOfMonth: null, bookWithUs: null, ads: [] });
    expect(html).toBe('');
  });
});

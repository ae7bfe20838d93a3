import type { TCakeOptions } from '@upahar/contract';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '~/features/currency';
import { CakeConfigurator } from './cake-configurator';

// The configurator shows only what the cake offers; what comes only one way is a fact, not a control.

const options: TCakeOptions = {
  productId: 'p1',
  defaultFlavourId: 2,
  flavours: [
    { id: 1, slug: 'vanilla', name: 'Vanilla', colour: '#fff', icingColour: '#fff', surchargePerPound: 0 },
    {
      id: 2,
      slug: 'chocolate',
      name: 'Chocolate',
      colour: '#4a2',
      icingColour: '#321',
      surchargePerPound: 0,
    },
  ],
  icingTypes: [
    { id: 1, slug: 'whipped', name: 'Whipped cream', surchargePerPound: 0 },
    { id: 2, slug: 'fondant', name: 'Fondant', surchargePerPound: 40_000 },
  ],
  shapes: [{ id: 2, slug: 'heart', name: 'Heart', image: null, surcharge: 20_000 }],
  tiers: [
    { tiers: 1, name: 'Single tier', minPound: 0.5, surcharge: 0, heights: [4, 6], surchargePerInch: 0 },
  ],
  egglessAvailable: false,
  egglessByRecipe: true,
  egglessSurchargePercent: 10,
  lessCreamAvailable: false,
  minPound: 1,
  maxPound: 3,
  step: 0.5,
  maxMessageLength: 40,
};

// The price is read through a fetcher, which needs a data router around the configurator.
const render = (o: TCakeOptions) =>
  renderToString(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '*',
          element: (
            <CurrencyProvider info={null}>
              <CakeConfigurator productId="p1" options={o} minPound={o.minPound} basePrice={140_000} />
            </CurrencyProvider>
          ),
        },
      ])}
    />,
  ).replace(/<!-- -->/g, '');

describe('CakeConfigurator (server render)', () => {
  it('says a single shape and tier as facts, and offers radios only where there is a choice', () => {
    const html = render(options);
    expect(html).not.toContain('name="shape"');
    expect(html).not.toContain('name="tier"');
    expect(html).toMatch(/Shape<span class="sr-only">:<\/span><\/span><span[^>]*>Heart/);
    expect(html).toMatch(/Tiers<span class="sr-only">:<\/span><\/span><span[^>]*>Single tier/);
    expect(html.match(/name="flavour"/g)).toHaveLength(2);
    expect(html.match(/name="height"/g)).toHaveLength(2);
  });

  it('says an eggless recipe as a fact and offers no eggless extra nor less cream the cake lacks', () => {
    const html = render(options);
    expect(html).toContain('Made without eggs');
    expect(html).not.toContain('type="checkbox"');
    const extras = render({
      ...options,
      egglessByRecipe: false,
      egglessAvailable: true,
      lessCreamAvailable: true,
    });
    expect(extras).not.toContain('Made without eggs');
    expect(extras.match(/type="checkbox"/g)).toHaveLength(2);
    expect(extras).toContain('+10%');
  });

  it('names the weight "Weight" and gives its range as a description', () => {
    const html = render(options);
    const group = html.match(/<fieldset aria-labelledby="([^"]+)" aria-describedby="([^"]+)"/);
    expect(group).not.toBeNull();
    const [, label, hint] = group ?? [];
    expect(html).toContain(`id="${label}" class="font-semibold text-cocoa">Weight</span>`);
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>1 lb to 3 lb</span>`));
    // A cake made in one weight says it.
    const fixed = render({ ...options, minPound: 2, maxPound: 2 });
    expect(fixed).toMatch(/Weight<span class="sr-only">:<\/span><\/span><span[^>]*>2 lb/);
    expect(fixed).not.toContain('More weight');
  });
});

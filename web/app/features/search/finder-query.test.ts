import { describe, expect, it } from 'vitest';
import { explainNoCakes, finderHref, hasCriteria, readFinderParams } from './finder-query';

const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;

describe('finder URL', () => {
  it('reads only the finder keys, drops empty ones and normalises the eggless box', () => {
    const sp = new URLSearchParams(
      'occasion=&flavour=chocolate&pound=2&eggless=on&locationId=4&junk=1&budget=',
    );
    expect(readFinderParams(sp)).toEqual({ flavour: 'chocolate', pound: '2', eggless: '1', locationId: '4' });
    expect(readFinderParams(new URLSearchParams('eggless=0'))).toEqual({});
    expect(hasCriteria({})).toBe(false);
  });

  it('writes a clean, shareable URL', () => {
    expect(finderHref({ pound: '2', flavour: 'red-velvet', occasion: '' })).toBe(
      '/find-cakes?flavour=red-velvet&pound=2',
    );
    expect(finderHref({})).toBe('/find-cakes');
  });
});

describe('explainNoCakes', () => {
  it('says where, when and for how much, and what to change', () => {
    const text = explainNoCakes(
      { locationId: '4', date: '2025-11-23', budget: '1000' },
      { location: 'Kirtipur', date: 'Sun 23 Nov' },
      rupees,
    );
    expect(text).toBe(
      'No cake can reach Kirtipur on Sun 23 Nov for under Rs 1,000 — try a later date or a higher budget.',
    );
  });

  it('names the kind of cake and suggests fewer choices when nothing else can change', () => {
    expect(explainNoCakes({ flavour: 'mango', eggless: '1', pound: '3' }, { flavour: 'Mango' }, rupees)).toBe(
      'No eggless mango 3 lb cake is available — try fewer choices.',
    );
    expect(explainNoCakes({ locationId: '9' }, { location: 'Kirtipur' }, rupees)).toBe(
      'No cake can reach Kirtipur — try another area nearby.',
    );
  });
});

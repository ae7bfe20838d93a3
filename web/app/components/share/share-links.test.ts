import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('puts the address (and the title where the network takes one) into each network’s link', () => {
    const links = shareLinks('https://upahar.example/product/black-forest?x=1', 'Black Forest & cherries');
    expect(Object.fromEntries(links.map((l) => [l.network, l.href]))).toEqual({
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fupahar.example%2Fproduct%2Fblack-forest%3Fx%3D1',
      whatsapp:
        'https://wa.me/?text=Black%20Forest%20%26%20cherries%20https%3A%2F%2Fupahar.example%2Fproduct%2Fblack-forest%3Fx%3D1',
      viber:
        'viber://forward?text=Black%20Forest%20%26%20cherries%20https%3A%2F%2Fupahar.example%2Fproduct%2Fblack-forest%3Fx%3D1',
      x: 'https://x.com/intent/post?text=Black%20Forest%20%26%20cherries&url=https%3A%2F%2Fupahar.example%2Fproduct%2Fblack-forest%3Fx%3D1',
    });
    // Only Viber opens an app rather than a web page.
    expect(links.filter((l) => l.app).map((l) => l.network)).toEqual(['viber']);
  });
});

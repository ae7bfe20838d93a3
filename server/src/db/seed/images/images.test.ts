import { describe, expect, it } from 'vitest';
import { drawImage, type ImageSpec } from './index.ts';

const SAMPLES: ImageSpec[] = [
  { kind: 'cake', flavour: 'chocolate', style: 'drip', candles: 3 },
  { kind: 'cake', flavour: 'black-forest', style: 'naked' },
  { kind: 'cake', flavour: 'red-velvet', style: 'frosted', message: 'Happy <Birthday> & more' },
  { kind: 'cake', flavour: 'no-such-flavour' },
  { kind: 'tiered', tiers: 4 },
  { kind: 'photo-cake', flavour: 'vanilla', square: true },
  { kind: 'heart-cake', flavour: 'strawberry' },
  { kind: 'cupcakes', flavour: 'coffee' },
  { kind: 'bouquet', colour: 'pink' },
  { kind: 'bouquet', flowers: 'sunflowers' },
  { kind: 'basket', flowers: 'lilies' },
  { kind: 'chocolates', heart: true },
  { kind: 'chocolates' },
  { kind: 'gift-box' },
  { kind: 'teddy' },
  { kind: 'mug', caption: 'Best Mom Ever' },
  { kind: 'frame' },
  { kind: 'cushion' },
  { kind: 'car' },
  { kind: 'scooter' },
  { kind: 'heart-hands' },
  { kind: 'meal' },
  { kind: 'school-kit' },
  { kind: 'diya' },
  { kind: 'kite' },
  { kind: 'balloons' },
  { kind: 'fireworks' },
  { kind: 'monogram', name: 'Annapurna Bakers' },
];

/** Tags open and close in order: a cheap well-formedness check without an XML parser. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe('generated pictures', () => {
  it.each(SAMPLES.map((s) => [`${s.kind} ${JSON.stringify(s)}`, s] as const))(
    '%s is a well-formed square SVG',
    (_, spec) => {
      const svg = drawImage(spec, `seed/test-${spec.kind}.svg`);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity|<script/);
      expect(balanced(svg)).toBe(true);
      // Drawn shapes, not an empty frame.
      expect((svg.match(/<(path|circle|ellipse|rect|text)/g) ?? []).length).toBeGreaterThan(3);
    },
  );

  it('is deterministic per seed and varies between seeds', () => {
    const spec: ImageSpec = { kind: 'cake', flavour: 'pineapple' };
    expect(drawImage(spec, 'a')).toBe(drawImage(spec, 'a'));
    expect(drawImage(spec, 'a')).not.toBe(drawImage(spec, 'b'));
  });

  it('escapes text it prints', () => {
    const svg = drawImage({ kind: 'cake', flavour: 'vanilla', message: 'Tom & <Jerry>' }, 'x');
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
  });

  it('draws wide banners at the asked size', () => {
    const svg = drawImage({ kind: 'banner', title: 'Oops!', width: 1200, height: 400 }, 'banner');
    expect(svg).toContain('viewBox="0 0 1200 400"');
    expect(balanced(svg)).toBe(true);
  });
});

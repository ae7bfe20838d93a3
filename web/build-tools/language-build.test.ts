import { describe, expect, it } from 'vitest';
import { buildLocale, inlineTexts } from './language-build';

describe('inlineTexts', () => {
  const plain = new Map([
    ['cart_title', 'तपाईंको कार्ट'],
    ['cart_quote', 'Say "hi"'],
  ]);
  const texts = { plain, keys: new Set([...plain.keys(), 'cart_items']) };
  const head = "import { m } from '@upahar/contract/messages';\n";

  it('writes texts without placeholders in place of their calls', () => {
    const code = `${head}const a = m.cart_title(); const b = m.cart_quote(); const c = m.cart_items({ count });`;
    expect(inlineTexts(code, texts)?.toString()).toBe(
      `${head}const a = "तपाईंको कार्ट"; const b = "Say \\"hi\\""; const c = m.cart_items({ count });`,
    );
  });

  it('takes every other text from its own module, and leaves other `m`s alone', () => {
    const code = `${head}const c = m.cart_items({ count }); const f = m.cart_items; const i = m.index;`;
    expect(inlineTexts(code, texts, '/split/ne')?.toString()).toBe(
      `import { cart_items as __text_cart_items } from "/split/ne/cart_items.js";\n${head}const c = __text_cart_items({ count }); const f = __text_cart_items; const i = m.index;`,
    );
  });

  it('leaves alone code that does not import the texts', () => {
    expect(inlineTexts('const a = m.cart_title();', texts)).toBeNull();
  });
});

describe('buildLocale', () => {
  it('is English unless asked, and refuses a language the shop does not speak', () => {
    expect(buildLocale({})).toBe('en');
    expect(buildLocale({ UPAHAR_LOCALE: 'ne' })).toBe('ne');
    expect(() => buildLocale({ UPAHAR_LOCALE: 'fr' })).toThrow(/"en" or "ne"/);
  });
});

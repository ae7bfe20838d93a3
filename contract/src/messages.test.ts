import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the build, without type declarations
import { readMessageFiles, toInlang } from '../scripts/message-files.mjs';

const i18n = fileURLToPath(new URL('../i18n', import.meta.url));

/** Checks texts written into a folder of their own, as the shop's part files would be. */
function problemsOf(files: Record<string, unknown>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return readMessageFiles(dir).problems;
}

describe("the shop's texts", () => {
  it('has every key in both languages, with the same placeholders', () => {
    const { byLocale, problems } = readMessageFiles(i18n);
    expect(problems).toEqual([]);
    expect(Object.keys(byLocale.ne).sort()).toEqual(Object.keys(byLocale.en).sort());
  });

  it('fails on a key without its Nepali text, or with other placeholders', () => {
    expect(problemsOf({ 'cart.json': { cart_title: { en: 'Your cart' } } })).toEqual([
      'cart.json: "cart_title" has no ne text',
    ]);
    expect(
      problemsOf({ 'cart.json': { cart_items: { en: '{count} items', ne: '{n} सामान' } } })[0],
    ).toMatch(/different placeholders/);
  });

  it('fails on a key in two files, a key outside its part, a stray brace or language', () => {
    const problems = problemsOf({
      'cart.json': { cart_a: { en: 'a', ne: 'क' }, shell_b: { en: 'b', ne: 'ख' } },
      'shell.json': { cart_a: { en: 'a', ne: 'क' }, shell_c: { en: 'c {', ne: 'ग', fr: 'c' } },
    });
    expect(problems).toEqual([
      'cart.json: "shell_b" must start with "cart_"',
      'shell.json: "cart_a" must start with "shell_"',
      'shell.json: "cart_a" is in cart.json too',
      'shell.json: "shell_c" has "fr", not a language of the shop',
      'shell.json: "shell_c".en has a brace that is not a {placeholder}',
    ]);
  });

  it('checks plurals and turns them into selectors on their number', () => {
    const plural = { plural: 'count', one: '{count} item', other: '{count} items' };
    expect(problemsOf({ 'cart.json': { cart_items: { en: plural, ne: '{count} सामान' } } })).toEqual([]);
    expect(
      problemsOf({ 'cart.json': { cart_items: { en: { plural: 'count', one: 'x' }, ne: '{count}' } } }),
    ).toContain('cart.json: "cart_items".en is a plural without "other"');
    expect(toInlang(plural)).toEqual([
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: { 'countPlural=one': '{count} item', 'countPlural=other': '{count} items' },
      },
    ]);
  });
});

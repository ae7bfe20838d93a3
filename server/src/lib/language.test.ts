import { describe, expect, it } from 'vitest';
import { acceptedLocale, chosenLocale, nepaliTwinFor, onlyLanguageCookie, requestLocale, twinAddress } from './language.ts';

describe('acceptedLocale', () => {
  it.each([
    ['ne-NP,ne;q=0.9,en;q=0.8', 'ne'],
    ['en-GB,ne;q=0.5', 'en'],
    ['fr-FR,ne;q=0.3,en;q=0.2', 'ne'],
    ['NE', 'ne'],
    ['fr, de', null],
    ['', null],
    ['ne;q=0, en;q=0.1', 'en'],
    ['ne;q=abc', null],
  ])('%s → %s', (header, locale) => expect(acceptedLocale(header)).toBe(locale));

  it('answers English to the API when nothing is asked', () => {
    expect(requestLocale({})).toBe('en');
    expect(requestLocale({ 'accept-language': 'ne' })).toBe('ne');
  });
});

describe('the language cookie', () => {
  it('is read among other cookies, and alone it is anonymous', () => {
    expect(chosenLocale('a=1; upahar_lang=ne; b=2')).toBe('ne');
    expect(chosenLocale('upahar_lang=fr')).toBeNull();
    expect(chosenLocale(undefined)).toBeNull();
    expect(onlyLanguageCookie('upahar_lang=en')).toBe(true);
    expect(onlyLanguageCookie('upahar_lang=en; session=x')).toBe(false);
    expect(onlyLanguageCookie('xupahar_lang=en')).toBe(false);
  });
});

describe('nepaliTwinFor', () => {
  const nepali = { 'accept-language': 'ne-NP,ne;q=0.9' };
  it('sends a browser that prefers Nepali to the twin, keeping the query', () => {
    expect(nepaliTwinFor('/', nepali)).toBe('/ne');
    expect(nepaliTwinFor('/cart', nepali)).toBe('/ne/cart');
    expect(nepaliTwinFor('/?ref=x', nepali)).toBe('/ne?ref=x');
    expect(nepaliTwinFor('/category/cakes?sort=new', nepali)).toBe('/ne/category/cakes?sort=new');
  });

  it('leaves alone Nepali pages, the API, English readers and those who chose English', () => {
    expect(nepaliTwinFor('/ne/cart', nepali)).toBeNull();
    expect(nepaliTwinFor('/api/V2/x', nepali)).toBeNull();
    expect(nepaliTwinFor('/cart', { 'accept-language': 'en-US,en' })).toBeNull();
    expect(nepaliTwinFor('/cart', { ...nepali, cookie: 'upahar_lang=en' })).toBeNull();
    expect(nepaliTwinFor('/cart', { cookie: 'upahar_lang=ne' })).toBe('/ne/cart');
    // A path merely starting with "ne" is an English page.
    expect(nepaliTwinFor('/news', { cookie: 'upahar_lang=ne' })).toBe('/ne/news');
  });
});

describe('twinAddress', () => {
  it('gives the page in the chosen language', () => {
    expect(twinAddress('/cart', 'ne')).toBe('/ne/cart');
    expect(twinAddress('/', 'ne')).toBe('/ne');
    expect(twinAddress('/ne/cart', 'en')).toBe('/cart');
    expect(twinAddress('/ne', 'en')).toBe('/');
    expect(twinAddress('/ne/cart', 'ne')).toBe('/ne/cart');
    expect(twinAddress('/?q=1', 'ne')).toBe('/ne?q=1');
  });

  it('refuses an address outside the shop', () => {
    expect(twinAddress('//evil.example', 'ne')).toBeNull();
    expect(twinAddress('https://evil.example', 'en')).toBeNull();
    expect(twinAddress('/\\evil.example', 'en')).toBeNull();
  });
});

import { ZErrorPageResponse, ZHeaderFooterResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCategory, setSiteContent } from '../../db/factories/index.ts';
import { ERROR_PAGE, FOOTER, HEADER } from '../../db/seed/demo-data/site-content.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

// The header's menu groups and the footer in Nepali: a Nepali request reads the Nepali twins of
// their texts, the English where none was written, and each language has its own cached answer.

const { get } = api(t, { base: '' });
const NE = { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' };

describe('GET /api/V2/header-footer in Nepali', () => {
  it('answers the Nepali menu groups, footer and category names, and English to everyone else', async () => {
    await createCategory(t.db, { slug: 'cakes', name: 'Cakes', nameNe: 'केक', sortOrder: 0 });
    await createCategory(t.db, { slug: 'flowers', name: 'Flowers', sortOrder: 1 });
    // One link without a Nepali twin: it keeps its English title in the Nepali answer.
    const [about, ...groups] = HEADER.topMenu;
    const untranslated = { title: 'Gift cards', url: '/gift-cards' };
    await setSiteContent(t.db, 'header', {
      ...HEADER,
      topMenu: [{ ...about, items: [...about.items, untranslated] }, ...groups],
    });
    await setSiteContent(t.db, 'footer', FOOTER);

    const en = await get('/api/V2/header-footer');
    const ne = await get('/api/V2/header-footer', NE);
    expect(ne.headers.etag).not.toBe(en.headers.etag);
    expect(ne.body).not.toMatch(/titleNe|locationNe|placeholderNe|appHeaderNe/);

    const nepali = ZHeaderFooterResponse.parse(ne.json()).data;
    expect(nepali.header.topMenu.map((g) => g.title)).toEqual(['हाम्रोबारे', 'बजार', 'रमाइलो']);
    expect(nepali.header.topMenu[0].items[0]).toEqual({ title: 'हाम्रो बारेमा', url: '/aboutus' });
    expect(nepali.header.topMenu[0].items.at(-1)).toEqual(untranslated);
    expect(nepali.header.categories.items.map((c) => c.name)).toEqual(['केक', 'Flowers']);
    expect(nepali.footer.navLinks[2].items[0]).toEqual({ title: 'नियम तथा सर्तहरू', link: '/termsconditions' });
    expect(nepali.footer.locations[0].location).toBe('लाजिम्पाट सडक, काठमाडौँ ४४६००');
    expect(nepali.footer.newsletter).toEqual({
      placeholder: 'आफ्नो इमेल लेख्नुहोस्',
      buttonText: 'सदस्यता लिनुहोस्',
      title: 'अफर र नयाँ केकका खबर आफ्नो इनबक्समै पाउनुहोस्',
    });
    expect(nepali.footer.phone).toEqual(FOOTER.phone);

    // Read again after the Nepali answer was cached: English readers still get English.
    const english = ZHeaderFooterResponse.parse((await get('/api/V2/header-footer')).json()).data;
    expect(english.header.topMenu.map((g) => g.title)).toEqual(['About', 'Bazaar', 'Fun']);
    expect(english.header.categories.items[0]).toMatchObject({ title: 'Cakes', name: 'Cakes' });
    expect(english.footer.newsletter.buttonText).toBe('Subscribe');
    expect(english.footer.appHeader).toBe('Order cakes faster on the Upahar app');
  });
});

describe('GET /api/V2/error-page-content in Nepali', () => {
  it('answers the missing page’s banner and links in Nepali where written, apart from the English', async () => {
    const page = ERROR_PAGE;
    const extra = { url: '/category/chocolates', image: '/media/c.svg', title: 'Chocolates' };
    await setSiteContent(t.db, 'errorPage', { ...page, links: [...page.links, extra] });
    const en = await get('/api/V2/error-page-content');
    const ne = await get('/api/V2/error-page-content', NE);
    expect(ne.body).not.toMatch(/titleNe|subtitleNe/);
    const nepali = ZErrorPageResponse.parse(ne.json()).data;
    expect([nepali.banner?.title, nepali.banner?.subtitle]).toEqual(['उफ्!', 'तपाईंले खोज्नुभएको पृष्ठ छैन']);
    expect(nepali.links.map((l) => l.title)).toEqual(['केक', 'फूल', 'उपहार', 'तुरुन्त चाहिने केक', 'Chocolates']);
    const english = ZErrorPageResponse.parse(en.json()).data;
    expect(english.banner?.title).toBe('Oops!');
    expect(english.links.map((l) => l.title)).toEqual([
      'Cakes',
      'Flowers',
      'Gifts',
      'Urgent cakes',
      'Chocolates',
    ]);
  });
});

import type {
  Locale,
  TErrorPageContent,
  TFooterContent,
  TFooterData,
  TMenuData,
  TTopMenuContent,
} from '@upahar/contract';
import { inLanguage } from '../../lib/in-language.ts';

// The header's menu groups and the footer are stored with optional Nepali twins of their texts.
// An answer carries one text per field, in the language asked for: the Nepali where one was
// written, the English everywhere else. The answer is built field by field, so no stored twin
// leaks into it.

/** The header's menu groups as a visitor in `locale` reads them. */
export const topMenuIn = (locale: Locale, groups: TTopMenuContent): TMenuData['topMenu'] =>
  groups.map((g) => ({
    title: inLanguage(locale, g.title, g.titleNe),
    items: g.items.map((i) => ({ title: inLanguage(locale, i.title, i.titleNe), url: i.url })),
  }));

/** The footer as a visitor in `locale` reads it. */
export function footerIn(locale: Locale, f: TFooterContent): TFooterData {
  const { newsletter: n } = f;
  return {
    phone: f.phone,
    locations: f.locations.map((l) => ({ location: inLanguage(locale, l.location, l.locationNe) })),
    email: f.email,
    appstore: f.appstore,
    playstore: f.playstore,
    appHeader: f.appHeader === null ? null : inLanguage(locale, f.appHeader, f.appHeaderNe),
    socialMedia: f.socialMedia,
    navLinks: f.navLinks.map((col) => ({
      title: inLanguage(locale, col.title, col.titleNe),
      items: col.items.map((i) => ({ title: inLanguage(locale, i.title, i.titleNe), link: i.link })),
    })),
    newsletter: {
      placeholder: inLanguage(locale, n.placeholder, n.placeholderNe),
      buttonText: inLanguage(locale, n.buttonText, n.buttonTextNe),
      title: n.title === null ? null : inLanguage(locale, n.title, n.titleNe),
    },
  };
}

/** The missing page's banner and links as a visitor in `locale` reads them. */
export function errorPageIn(locale: Locale, p: TErrorPageContent): TErrorPageContent {
  const b = p.banner;
  return {
    banner: b && {
      backgroundImage: b.backgroundImage,
      title: inLanguage(locale, b.title, b.titleNe),
      subtitle: inLanguage(locale, b.subtitle, b.subtitleNe),
    },
    links: p.links.map((l) => ({
      url: l.url,
      image: l.image,
      title: inLanguage(locale, l.title, l.titleNe),
    })),
  };
}

import type {
  Locale,
  TContactPage,
  TFaqPage,
  TFaqPageView,
  TTextPage,
  TTextPageView,
} from '@upahar/contract';
import { inLanguage } from '../../lib/in-language.ts';

// Staff may write each text of an information page in Nepali too. The shop reads one text per
// field in the language it asked for: the Nepali where it was written, the English everywhere
// else, field by field, so a half-translated page is still whole. The answer is built field by
// field, so the stored Nepali twins never reach it under their own names.

type Updated = { updatedAt: string | null };

export const textPageIn = (locale: Locale, p: TTextPage & Updated): TTextPageView => ({
  title: inLanguage(locale, p.title, p.titleNe),
  summary: inLanguage(locale, p.summary, p.summaryNe),
  sections: p.sections.map((s) => ({
    heading: inLanguage(locale, s.heading, s.headingNe),
    body: inLanguage(locale, s.body, s.bodyNe),
  })),
  updatedAt: p.updatedAt,
});

export const faqPageIn = (locale: Locale, p: TFaqPage & Updated): TFaqPageView => ({
  title: inLanguage(locale, p.title, p.titleNe),
  intro: inLanguage(locale, p.intro, p.introNe),
  groups: p.groups.map((g) => ({
    name: inLanguage(locale, g.name, g.nameNe),
    items: g.items.map((i) => ({
      question: inLanguage(locale, i.question, i.questionNe),
      answer: inLanguage(locale, i.answer, i.answerNe),
    })),
  })),
  updatedAt: p.updatedAt,
});

/** The contact page's own texts in `locale`; the footer's phones and e-mail are added beside them. */
export const contactPageIn = (locale: Locale, p: TContactPage) => ({
  title: inLanguage(locale, p.title, p.titleNe),
  intro: inLanguage(locale, p.intro, p.introNe),
  hours: inLanguage(locale, p.hours, p.hoursNe),
  branches: p.branches.map((b) => ({
    name: inLanguage(locale, b.name, b.nameNe),
    address: inLanguage(locale, b.address, b.addressNe),
    mapUrl: b.mapUrl,
    hours: inLanguage(locale, b.hours, b.hoursNe),
  })),
});

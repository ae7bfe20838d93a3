import type { Locale, TSlider } from '@upahar/contract';
import { inLanguage } from '../../lib/in-language.ts';

// Home slider slides carry a stable id so their clicks and views can be counted. Slides saved
// before ids existed get one made from their picture, which stays the same when slides are
// reordered, so old content keeps working and keeps its counts.

const fnv1a = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
};

const slideIdOf = (s: TSlider) => s.id ?? `s-${fnv1a(`${s.image}|${s.url}`)}`;

/** The slides with an id each; two slides with the same picture and link share one. */
export const withSlideIds = (slides: TSlider[]) => slides.map((s) => ({ ...s, id: slideIdOf(s) }));

/** The slides as a visitor in `locale` reads them: one title and subtitle each, Nepali where written. */
export const slidesIn = (locale: Locale, slides: TSlider[]) =>
  withSlideIds(slides).map(({ titleNe, subtitleNe, ...s }) => ({
    ...s,
    title: inLanguage(locale, s.title, titleNe),
    subtitle: inLanguage(locale, s.subtitle, subtitleNe),
  }));

import { localDigits, type TSlider } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from '~/components/icon';
import { SmartLink } from '~/components/layout/smart-link';
import { trackBannerClick, trackBannerView } from '~/features/banners';

/**
 * Banner slider: swipe or scroll (scroll snap), previous/next buttons and dots. It never moves
 * by itself, so nothing slides away while someone reads it (WCAG 2.2.2).
 */
export function SliderCarousel({
  slides,
  label,
  aspect = 'aspect-[16/9] sm:aspect-[3/1]',
  bannerKey,
}: {
  slides: TSlider[];
  label: string;
  /** Tailwind aspect classes of a slide. */
  aspect?: string;
  /** Names a slide for click and view counts; without it the slides are not counted. */
  bannerKey?: (slide: TSlider) => string | null;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  // A slide counts as seen when half of it shows: the track clips the slides scrolled away.
  const counted = bannerKey !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new slides are new elements to watch
  useEffect(() => {
    const el = track.current;
    if (!el || !counted || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const key = e.target.getAttribute('data-banner');
          if (e.isIntersecting && key) {
            trackBannerView(key);
            observer.unobserve(e.target);
          }
        }
      },
      { threshold: 0.5 },
    );
    for (const li of el.querySelectorAll('[data-banner]')) observer.observe(li);
    return () => observer.disconnect();
  }, [counted, slides]);
  if (slides.length === 0) return null;
  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    const next = (i + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };
  return (
    // min-w-0: the slides' text must never widen the column the carousel sits in (a grid or flex
    // item is otherwise as wide as its content's narrowest layout, and its parent cuts it off).
    <section aria-roledescription={m.catalog_carousel()} aria-label={label} className="relative min-w-0">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((s, i) => (
          <li
            key={`${s.title}|${s.image}`}
            aria-roledescription={m.catalog_carousel_slide()}
            aria-label={m.catalog_carousel_position({
              index: localDigits(String(i + 1)),
              count: localDigits(String(slides.length)),
            })}
            aria-hidden={i !== index}
            data-banner={bannerKey?.(s) ?? undefined}
            className={`relative w-full shrink-0 snap-start ${aspect} bg-cream-deep`}
          >
            <img
              src={s.image}
              alt=""
              width={1200}
              height={450}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first slide is the largest picture on first sight: fetch it before scripts.
              fetchPriority={i === 0 ? 'high' : undefined}
              className="absolute inset-0 size-full object-cover"
            />
            {/* The words sit on a dark wash that reaches past them, so a pale cake in the picture
                never shows through the subtitle; on wide screens they keep clear of the arrows. */}
            <div className="absolute inset-0 bg-gradient-to-r from-cocoa/85 via-cocoa/60 via-45% to-transparent" />
            <div className="relative flex h-full max-w-md flex-col justify-center gap-2 p-6 text-white sm:py-10 sm:pr-6 sm:pl-16">
              <h2 className="font-display text-2xl font-semibold sm:text-4xl">{s.title}</h2>
              {s.subtitle && <p className="text-sm sm:text-lg">{s.subtitle}</p>}
              {s.url && (
                <SmartLink
                  to={s.url}
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => {
                    const key = bannerKey?.(s);
                    if (key) trackBannerClick(key);
                  }}
                  className="mt-2 inline-flex w-fit items-center rounded-full bg-white px-5 py-2 text-sm font-semibold text-cocoa hover:bg-berry-soft"
                >
                  {m.catalog_carousel_shop_now()}
                </SmartLink>
              )}
            </div>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={m.catalog_carousel_previous()}
            className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-cocoa shadow-soft hover:text-berry sm:grid"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={m.catalog_carousel_next()}
            className="absolute top-1/2 right-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-cocoa shadow-soft hover:text-berry sm:grid"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {slides.map((s, i) => (
              <button
                key={`dot|${s.title}|${s.image}`}
                type="button"
                onClick={() => go(i)}
                aria-label={m.catalog_carousel_show({ index: localDigits(String(i + 1)) })}
                aria-current={i === index}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-berry' : 'w-2 bg-cocoa/25'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

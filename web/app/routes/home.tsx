import type { TSlider } from '@upahar/contract';
import { getHomePage, listTestimonials } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/icon';
import { CakeIllustration } from '~/components/layout/cake-illustration';
import { orNull, useShellData } from '~/components/layout/shell-data';
import { CategoryStrip, PAGE, SliderCarousel, seoFor } from '~/features/catalog';
import { CompareTray } from '~/features/compare';
import { callEndpoint } from '~/lib/api';
import { LaterPart } from '~/lib/later-part';
import type { Route } from './+types/home';
import { HomeShelves } from './home-shelves';

// Everything under the categories lies below the first screen, on a phone as on a desktop: the
// server sends it whole, and its code (cards, shelves, the stores' follow buttons) loads once the
// shopper scrolls to it.
const loadHomeShelves = () => import('./home-shelves').then((m) => m.HomeShelves);
// Drawn in place of the slides only when there are none; a picture with nothing to do, so its
// code loads only if the shopper taps it.
const loadCakeIllustration = () =>
  import('~/components/layout/cake-illustration').then((m) => m.CakeIllustration);

const TITLE = m.home_meta_title();
const DESCRIPTION = m.home_meta_description();

/**
 * The home page's shelves, from home-page and testimonials in parallel. A failed call leaves its
 * sections out instead of taking the front page down.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [home, testimonials] = await Promise.all([
    orNull(callEndpoint(context.api, getHomePage)),
    orNull(callEndpoint(context.api, listTestimonials)),
  ]);
  return { home, testimonials: testimonials ?? [], seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tags: ReturnType<Route.MetaFunction> = [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: TITLE },
    { property: 'og:description', content: DESCRIPTION },
    { property: 'og:type', content: 'website' },
  ];
  if (loaderData) {
    tags.push({ tagName: 'link', rel: 'canonical', href: loaderData.seo.canonical });
    tags.push({ property: 'og:url', content: loaderData.seo.canonical });
    const image = loaderData.home?.sliders[0]?.image;
    if (image) tags.push({ property: 'og:image', content: `${loaderData.seo.origin}${image}` });
  }
  return tags;
};

function Hero({ sliders }: { sliders: TSlider[] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-berry-soft via-cream to-cream-deep">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-6 px-4 py-8 sm:px-6 md:py-12 lg:grid-cols-[5fr_7fr] lg:gap-10 lg:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.home_hero_kicker()}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-cocoa sm:text-5xl">
            {m.home_hero_title()}
          </h1>
          <p className="mt-4 max-w-lg text-lg text-cocoa-soft">{m.home_hero_text()}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/category/cakes" className="btn-primary px-6 sm:px-7 sm:text-lg">
              {m.home_hero_shop_cakes()} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/urgent-cakes" className="btn-secondary px-5 sm:px-6">
              {m.home_hero_need_today()}
            </Link>
          </div>
        </div>
        {sliders.length > 0 ? (
          <SliderCarousel
            slides={sliders}
            label={m.home_slides_label()}
            aspect="aspect-[16/10] sm:aspect-[16/9]"
            bannerKey={(s) => (s.id ? `home:${s.id}` : null)}
          />
        ) : (
          <LaterPart
            name="hero-cake"
            server={import.meta.env.SSR ? CakeIllustration : null}
            load={loadCakeIllustration}
            when="used"
            props={{ className: 'mx-auto w-full max-w-[15rem] sm:max-w-sm md:max-w-md' }}
          />
        )}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, testimonials } = loaderData;
  const { headerFooter } = useShellData();
  // Without the home-page answer the menu's categories still give the shopper a way in.
  const categories =
    home?.categories ??
    (headerFooter?.header.categories.items ?? []).map((c) => ({
      slug: c.slug,
      name: c.title || c.name,
      image: null,
    }));
  return (
    <>
      <Hero sliders={home?.sliders ?? []} />
      <div className={PAGE}>
        <CategoryStrip categories={categories} />
      </div>
      <LaterPart
        name="home-shelves"
        server={import.meta.env.SSR ? HomeShelves : null}
        load={loadHomeShelves}
        when="seen"
        props={{ home, testimonials }}
      />
      <CompareTray />
    </>
  );
}

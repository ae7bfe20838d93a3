import { ArrowRight, Gift, HeartHandshake, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { CakeIllustration } from '~/components/layout/cake-illustration';
import { categoryIcon, categoryTint } from '~/components/layout/category-icon';
import { categoryPath } from '~/components/layout/link-target';
import { useShellData } from '~/components/layout/shell-data';
import type { Route } from './+types/home';

const TITLE = 'Upahar — Cakes and gifts delivered in Kathmandu';
const DESCRIPTION =
  'Order freshly baked cakes, flowers and thoughtful gifts from Kathmandu bakers and shops, delivered to the door on the day that matters.';

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:type', content: 'website' },
];

const PROMISES = [
  {
    Icon: Gift,
    title: 'Baked to order',
    text: 'Every cake is made for you, with eggless and less-cream options.',
  },
  {
    Icon: Truck,
    title: 'Delivered with care',
    text: 'Across Kathmandu Valley, on the date and time slot you choose.',
  },
  {
    Icon: HeartHandshake,
    title: 'Local makers',
    text: 'From neighbourhood bakers, florists and gift shops.',
  },
];

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-berry-soft via-cream to-cream-deep">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-berry uppercase">
            Fresh from Kathmandu’s ovens
          </p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-cocoa sm:text-5xl lg:text-6xl">
            Cakes and gifts for the moments that matter
          </h1>
          <p className="mt-4 max-w-lg text-lg text-cocoa-soft">
            Birthday cakes, flowers and little surprises from local makers, delivered to the door on the day
            you pick.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/category/cakes" className="btn-primary px-6 sm:px-7 sm:text-lg">
              Shop cakes <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/categories" className="btn-secondary px-5 sm:px-6">
              All categories
            </Link>
          </div>
        </div>
        <CakeIllustration className="mx-auto w-full max-w-[15rem] sm:max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}

function CategoryGrid() {
  const { headerFooter } = useShellData();
  const items = headerFooter?.header.categories.items ?? [];
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="categories-title" className="font-display text-3xl font-semibold">
          Shop by category
        </h2>
        <Link
          to="/categories"
          className="shrink-0 font-medium text-berry hover:text-berry-dark hover:underline"
        >
          See all
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">
          Our shelves are being arranged. Meanwhile,{' '}
          <Link to="/search" className="text-berry underline">
            search the shop
          </Link>{' '}
          for the treat you have in mind.
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {items.map((c, i) => {
            const Icon = categoryIcon(c.slug);
            return (
              <li key={c.slug || c.title}>
                <Link
                  to={categoryPath(c.slug)}
                  className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-soft transition hover:-translate-y-0.5 hover:shadow-lifted"
                >
                  <span
                    className={`grid size-16 place-items-center rounded-full ${categoryTint(i)} text-berry transition-transform group-hover:scale-105`}
                  >
                    <Icon aria-hidden="true" className="size-8" strokeWidth={1.6} />
                  </span>
                  <span className="font-medium text-cocoa group-hover:text-berry-dark">
                    {c.title || c.name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Promises() {
  return (
    <section aria-label="Why Upahar" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-line bg-white/70 p-5">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-berry" />
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-cocoa-soft">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <CategoryGrid />
      <Promises />
    </>
  );
}

import type { TAutomobileLanding } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Phone, Trophy } from '~/components/icon';
import { SmartLink } from '~/components/layout/smart-link';
import { Price } from '~/features/currency';
import { SliderCarousel } from './slider-carousel';

/** Automobile page content: sliders, vehicle of the month, book-with-us and ads. */
export function AutomobileLanding({ landing }: { landing: TAutomobileLanding }) {
  const { sliders, vehicleOfMonth: vom, bookWithUs: book, ads } = landing;
  if (sliders.length === 0 && !vom && !book && ads.length === 0) return null;
  return (
    <div className="mb-10 space-y-8">
      <SliderCarousel slides={sliders} label={m.catalog_auto_offers()} />
      {(vom || book) && (
        <div className="grid gap-6 lg:grid-cols-5">
          {vom && (
            <section
              aria-labelledby="vom-title"
              className="overflow-hidden rounded-3xl bg-white shadow-soft lg:col-span-3"
            >
              <div className="grid sm:grid-cols-2">
                <img
                  src={vom.image}
                  alt={vom.title}
                  width={600}
                  height={450}
                  loading="lazy"
                  className="aspect-[4/3] size-full bg-cream-deep object-cover"
                />
                <div className="flex flex-col gap-3 p-6">
                  <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-berry uppercase">
                    <Trophy aria-hidden="true" className="size-4" /> {m.catalog_auto_vehicle_of_month()}
                  </p>
                  <h2 id="vom-title" className="font-display text-2xl font-semibold">
                    {vom.title}
                  </h2>
                  <p className="text-sm text-cocoa-soft">{vom.description}</p>
                  {vom.price !== null && (
                    <p className="text-lg font-semibold">
                      <Price paisa={vom.price} />
                    </p>
                  )}
                  {vom.url && (
                    <SmartLink to={vom.url} className="btn-primary mt-auto w-fit">
                      {m.catalog_auto_see_vehicle()}
                    </SmartLink>
                  )}
                </div>
              </div>
            </section>
          )}
          {book && (
            <section
              aria-labelledby="book-title"
              className="relative flex flex-col justify-end overflow-hidden rounded-3xl bg-cocoa p-6 text-white shadow-soft lg:col-span-2"
            >
              <img
                src={book.image}
                alt=""
                width={500}
                height={400}
                loading="lazy"
                className="absolute inset-0 size-full object-cover opacity-35"
              />
              <div className="relative space-y-3">
                <h2 id="book-title" className="font-display text-2xl font-semibold">
                  {book.title}
                </h2>
                <p className="text-sm text-white/90">{book.text}</p>
                <div className="flex flex-wrap gap-2">
                  {book.url && (
                    <SmartLink to={book.url} className="btn-primary">
                      {book.buttonText || m.catalog_auto_book_now()}
                    </SmartLink>
                  )}
                  {book.phone && (
                    <a href={`tel:${book.phone.replace(/[^\d+]/g, '')}`} className="btn-secondary">
                      <Phone aria-hidden="true" className="size-4" /> {book.phone}
                    </a>
                  )}
                </div>
              </div>
            </section>
          )}
        </div>
      )}
      {ads.length > 0 && (
        <ul aria-label={m.catalog_auto_ads()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ads.map((ad) => (
            <li key={`${ad.image}-${ad.title}`}>
              <SmartLink to={ad.url} className="group block overflow-hidden rounded-2xl bg-white shadow-soft">
                <img
                  src={ad.image}
                  alt={ad.title}
                  width={600}
                  height={300}
                  loading="lazy"
                  className="aspect-[2/1] w-full bg-cream-deep object-cover transition group-hover:scale-[1.02]"
                />
                <span className="block px-4 py-3 font-medium group-hover:text-berry-dark">{ad.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

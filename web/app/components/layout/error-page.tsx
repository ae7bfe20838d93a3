import type { TErrorPageContent } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { SmartLink } from './smart-link';

/** The large 404 graphic: the zero is a sprinkled doughnut, because this is a bakery. */
function NotFoundGraphic() {
  return (
    <svg viewBox="0 0 360 150" role="img" aria-label="404" className="mx-auto w-full max-w-sm">
      <text x="18" y="130" className="font-display" fontSize="150" fontWeight="700" fill="var(--color-berry)">
        4
      </text>
      <g transform="translate(180 80)">
        <circle r="58" fill="var(--color-caramel)" />
        <path
          d="M-54 -8c6-26 28-46 54-46s50 18 55 44c3 14-8 12-12 20s2 18-12 19-14-10-24-8-12 14-24 10-6-16-16-20-24 0-21-19Z"
          fill="var(--color-icing)"
        />
        <circle r="19" fill="var(--color-cream)" />
        {[
          [-34, -22, 20],
          [-12, -42, -30],
          [22, -36, 60],
          [38, -10, -15],
          [-40, 8, 75],
          [28, 18, 30],
        ].map(([x, y, r]) => (
          <rect
            key={`${x}${y}`}
            x={x}
            y={y}
            width="12"
            height="4"
            rx="2"
            transform={`rotate(${r} ${x} ${y})`}
            fill={x > 0 ? '#fff' : 'var(--color-berry)'}
          />
        ))}
      </g>
      <text
        x="250"
        y="130"
        className="font-display"
        fontSize="150"
        fontWeight="700"
        fill="var(--color-berry)"
      >
        4
      </text>
    </svg>
  );
}

function Tiles({ links }: { links: TErrorPageContent['links'] }) {
  return (
    <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {links.map((l) => (
        <li key={`${l.url}-${l.title}`}>
          <SmartLink
            to={l.url}
            className="group block overflow-hidden rounded-2xl bg-white shadow-soft transition-shadow hover:shadow-lifted"
          >
            <img
              src={l.image}
              alt=""
              width={320}
              height={320}
              loading="lazy"
              className="aspect-square w-full bg-cream-deep object-cover transition-transform duration-300 group-hover:scale-105"
            />
            <span className="block px-3 py-3 text-center font-medium text-cocoa group-hover:text-berry-dark">
              {l.title}
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The error page. Default: the 404 graphic, "Oops!", the subtitle and a Home Page
 * link. Content from the server may swap in a banner (background image, title, subtitle) and a
 * list of tiles, which then replace the Home Page link.
 */
export function ErrorPage({ content }: { content?: TErrorPageContent | null }) {
  const banner = content?.banner;
  const links = content?.links ?? [];
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16">
      {banner ? (
        <div
          className="relative overflow-hidden rounded-3xl bg-cocoa bg-cover bg-center px-6 py-20 text-center text-white shadow-soft sm:py-28"
          style={{ backgroundImage: `url("${banner.backgroundImage.replace(/["\\\n\r]/g, '')}")` }}
        >
          <div aria-hidden="true" className="absolute inset-0 bg-cocoa/55" />
          <div className="relative">
            <h1 id="error-title" className="font-display text-4xl font-semibold sm:text-5xl">
              {banner.title}
            </h1>
            <p className="mx-auto mt-3 max-w-xl text-lg text-white/90">{banner.subtitle}</p>
          </div>
        </div>
      ) : (
        <div className="text-center">
          <NotFoundGraphic />
          <h1 id="error-title" className="mt-6 font-display text-4xl font-semibold sm:text-5xl">
            {m.text_not_found_title()}
          </h1>
          <p className="mt-3 text-lg text-cocoa-soft">{m.text_not_found_subtitle()}</p>
        </div>
      )}
      {links.length > 0 ? (
        <Tiles links={links} />
      ) : (
        <p className="mt-8 text-center">
          <Link to="/" className="btn-primary px-8">
            {m.text_home_page()}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Any error other than 404: friendly, with a way out; details only while developing. */
/** Something that was here and is closed for now, such as a suspended store. */
export function GoneError({ title }: { title: string }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <h1 id="error-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {title || m.shell_error_gone_title()}
      </h1>
      <p className="mt-3 text-lg text-cocoa-soft">{m.shell_error_gone_text()}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/category/cakes" className="btn-secondary px-6">
          {m.shell_error_browse_cakes()}
        </Link>
        <Link to="/" className="btn-primary px-8">
          {m.text_home_page()}
        </Link>
      </p>
    </section>
  );
}

export function GenericError({ title, detail }: { title?: string; detail?: string | null }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <h1 id="error-title" className="font-display text-4xl font-semibold">
        {title ?? m.shell_error_generic_title()}
      </h1>
      <p className="mt-3 text-lg text-cocoa-soft">{m.shell_error_generic_text()}</p>
      {detail && (
        <pre className="mt-6 max-h-80 overflow-auto rounded-xl bg-white p-4 text-left text-xs shadow-soft">
          {detail}
        </pre>
      )}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="btn-secondary px-6">
          {m.common_try_again()}
        </button>
        <Link to="/" className="btn-primary px-8">
          {m.text_home_page()}
        </Link>
      </p>
    </section>
  );
}

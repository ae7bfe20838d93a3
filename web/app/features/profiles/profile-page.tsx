import type { TPublicProfile } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { MapPin, Star, Users } from '~/components/icon';
import { Avatar } from './avatar';
import { ConnectButton } from './connect-button';
import type { Relation } from './profiles-api';

/**
 * /user/{username}: what its owner chose to show, rendered on the server. `relation` is where the
 * reader stands with its owner, read in the browser (undefined until then).
 */
export function PublicProfilePage({
  profile: p,
  relation,
}: {
  profile: TPublicProfile;
  relation?: Relation | null;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={p.name} src={p.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className={`${ui.heading} break-words`}>{p.name}</h1>
          <p className="mt-1 text-cocoa-soft">@{p.username}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-cocoa-soft">
            {p.city && (
              <li className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {p.city}
              </li>
            )}
            <li>{m.people_joined({ date: formatDate(p.joinedAt, 'month-year') })}</li>
            {p.connectionCount !== null && (
              <li className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                {m.people_connection_count({ count: formatNumber(p.connectionCount) })}
              </li>
            )}
          </ul>
          <div className="mt-4">
            <ConnectButton username={p.username} name={p.name} relation={relation} />
          </div>
        </div>
      </header>
      {p.bio && <p className="mt-6 whitespace-pre-line break-words text-lg text-cocoa">{p.bio}</p>}

      {p.reviews && (
        <section aria-labelledby="reviews-title" className="mt-10">
          <h2 id="reviews-title" className="font-display text-2xl font-semibold text-cocoa">
            {m.people_reviews()}
          </h2>
          {p.reviews.length === 0 ? (
            <p className="mt-3 text-cocoa-soft">{m.people_no_reviews()}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {p.reviews.map((r) => (
                <li key={r.id} className={ui.card}>
                  <p className="flex items-center gap-1 text-sm font-semibold text-cocoa">
                    <span className="sr-only">{m.people_rated({ rating: formatNumber(r.rating) })}</span>
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star
                        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
                        key={i}
                        aria-hidden="true"
                        className={`size-4 ${i < r.rating ? 'fill-caramel text-caramel' : 'text-line'}`}
                      />
                    ))}
                    <Link to={`/product/${r.product.slug}`} className={`${ui.link} ml-2`}>
                      {r.product.name}
                    </Link>
                  </p>
                  {r.title && <p className="mt-2 font-semibold text-cocoa">{r.title}</p>}
                  <p className="mt-1 whitespace-pre-line break-words text-cocoa">{r.body}</p>
                  <p className="mt-2 text-xs text-cocoa-soft">{formatDate(r.createdAt, 'day')}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {p.follows && p.follows.length > 0 && (
        <section aria-labelledby="follows-title" className="mt-10">
          <h2 id="follows-title" className="font-display text-2xl font-semibold text-cocoa">
            {m.people_stores_followed({ name: p.name.split(' ')[0] })}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {p.follows.map((s) => (
              <li key={s.slug}>
                <Link
                  to={`/store/${s.slug}`}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-white py-1 pr-4 pl-1 font-semibold text-cocoa shadow-soft hover:border-berry hover:text-berry-dark"
                >
                  {s.logo ? (
                    <img
                      src={s.logo}
                      alt=""
                      width={36}
                      height={36}
                      className="size-9 rounded-full object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-9 rounded-full bg-cream-deep" />
                  )}
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {p.answers && p.answers.length > 0 && (
        <section aria-labelledby="answers-title" className="mt-10">
          <h2 id="answers-title" className="font-display text-2xl font-semibold text-cocoa">
            {m.people_answers_title()}
          </h2>
          <ul className="mt-4 space-y-3">
            {p.answers.map((a) => (
              <li key={a.id} className={ui.card}>
                <p className="text-sm text-cocoa-soft">
                  {m.people_answer_on()}{' '}
                  <Link to={`/product/${a.product.slug}`} className={ui.link}>
                    {a.product.name}
                  </Link>
                </p>
                <p className="mt-2 font-semibold text-cocoa">
                  {m.people_question_prefix({ question: a.question })}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-cocoa">
                  {m.people_answer_prefix({ answer: a.body })}
                </p>
                <p className="mt-2 text-xs text-cocoa-soft">{formatDate(a.createdAt, 'day')}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

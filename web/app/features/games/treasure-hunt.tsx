import { formatNumber, type TDigResult } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, LoadFailed, ui } from '~/components/form';
import { Gift, LoaderCircle, Shovel, Sparkles } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { Price } from '~/features/currency';
import { loginUrlFor, useSession } from '~/features/session';
import { ApiError } from '~/lib/browser-api';
import type { HuntLoad } from './game-reader';
import { sendDig } from './games-api';
import { PrizeNote } from './prize-note';

// A campaign's treasure hunt: a grid of products, each with a "Dig here" button. The server
// alone knows where treasure hides; the page learns only what a dig turned up.

/** `read`: the hunt as the route's clientLoader read it (undefined until then). */
export function TreasureHunt({ read }: { read: HuntLoad | undefined }) {
  const session = useSession();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const load = read ?? { kind: 'loading' as const };
  const [digging, setDigging] = useState<string | null>(null);
  const [last, setLast] = useState<TDigResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (load.kind === 'none') return null;
  if (load.kind === 'loading')
    return (
      <section aria-busy="true" className="rounded-3xl border border-line bg-white p-6">
        <p className={ui.hint}>{m.games_loading_hunt()}</p>
      </section>
    );
  if (load.kind === 'error')
    return (
      <section className="space-y-3 rounded-3xl border border-line bg-white p-6">
        <LoadFailed message={load.message} onRetry={() => void revalidator.revalidate()} />
      </section>
    );

  const hunt = load.hunt;
  const running = hunt.state === 'running';
  const foundAt = new Map(hunt.found.map((f) => [f.productId, f]));

  async function dig(productId: string) {
    setDigging(productId);
    setError(null);
    setLast(null);
    try {
      const r = await sendDig({ treasureId: hunt.id, productId });
      setLast(r);
      // The route's loader reads the hunt again: digs left, what was found.
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : m.games_dig_failed());
    } finally {
      setDigging(null);
    }
  }

  return (
    <section
      aria-labelledby="treasure-title"
      className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="treasure-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
            <Shovel aria-hidden="true" className="size-6 text-berry" /> {hunt.title}
          </h2>
          {hunt.description && <p className="mt-1 text-cocoa-soft">{hunt.description}</p>}
        </div>
        <p className="rounded-full bg-cream-deep px-3 py-1 text-sm font-medium" data-testid="treasures-left">
          {m.games_still_buried({ count: formatNumber(hunt.remaining) })}
        </p>
      </div>

      <div className="mt-4" aria-live="polite">
        {!running && (
          <FormAlert tone="info">
            {hunt.state === 'upcoming' ? m.games_digging_soon() : m.games_hunt_over()}
          </FormAlert>
        )}
        {running && session.status === 'loggedOut' && (
          <FormAlert tone="info">
            <p>
              <Link to={loginUrlFor(pathname)} className={ui.link}>
                {m.games_sign_in_to_dig()}
              </Link>{' '}
              {m.games_digs_each({ count: formatNumber(hunt.digsPerUser) })}
            </p>
          </FormAlert>
        )}
        {running && hunt.digsLeft !== null && (
          <p className="font-medium" data-testid="digs-left">
            {hunt.digsLeft === 0
              ? m.games_digs_used()
              : m.games_digs_left({
                  left: formatNumber(hunt.digsLeft),
                  total: formatNumber(hunt.digsPerUser),
                })}
          </p>
        )}
        {error && (
          <FormAlert tone="error" className="mt-2">
            {error}
          </FormAlert>
        )}
        {last &&
          (last.prize ? (
            <FormAlert
              tone="success"
              className="mt-2 animate-[pulse_1s_ease-in-out_2] motion-reduce:animate-none"
            >
              <p>{m.games_treasure_under({ product: last.product.name })}</p>
              <PrizeNote prize={last.prize} />
            </FormAlert>
          ) : (
            <FormAlert tone="info" className="mt-2">
              {m.games_nothing_under({ product: last.product.name })}{' '}
              {last.digsLeft > 0 ? m.games_try_another() : ''}
            </FormAlert>
          ))}
      </div>

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {hunt.spots.map((p) => {
          const found = foundAt.get(p.id);
          const dug = hunt.dug.includes(p.id);
          const canDig = running && hunt.digsLeft !== null && hunt.digsLeft > 0 && !dug && !found;
          return (
            <li
              key={p.id}
              className={`flex flex-col overflow-hidden rounded-2xl border ${
                found
                  ? 'border-success/40 bg-success-soft'
                  : dug
                    ? 'border-line bg-cream'
                    : 'border-line bg-white'
              }`}
            >
              <Link to={`/product/${p.slug}`} className="block" tabIndex={-1} aria-hidden="true">
                <Thumb
                  src={p.image}
                  size={240}
                  className={`aspect-square w-full ${dug && !found ? 'opacity-60' : ''}`}
                />
              </Link>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <Link to={`/product/${p.slug}`} className="line-clamp-2 text-sm font-medium hover:text-berry">
                  {p.name}
                </Link>
                <Price paisa={p.price} className="text-sm text-cocoa-soft" />
                {found ? (
                  <p className="mt-auto flex items-center gap-1.5 text-sm font-medium text-success">
                    <Sparkles aria-hidden="true" className="size-4 shrink-0" />
                    {m.games_found_by({ finder: found.finder, prize: found.prizeTitle })}
                  </p>
                ) : dug ? (
                  <p className="mt-auto text-sm text-cocoa-soft">{m.games_dug_empty()}</p>
                ) : (
                  <button
                    type="button"
                    onClick={() => dig(p.id)}
                    disabled={!canDig || digging !== null}
                    aria-label={m.games_dig_here_under({ product: p.name })}
                    className={buttonClass(
                      'secondary',
                      'mt-auto w-full whitespace-nowrap px-2 disabled:opacity-50',
                      'sm',
                    )}
                  >
                    {digging === p.id ? (
                      <LoaderCircle aria-hidden="true" className="mr-1.5 size-4 animate-spin" />
                    ) : (
                      <Shovel aria-hidden="true" className="mr-1.5 size-4" />
                    )}
                    {m.games_dig_here()}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {hunt.found.length > 0 && (
        <p className="mt-4 flex items-center gap-2 text-sm text-cocoa-soft">
          <Gift aria-hidden="true" className="size-4" />{' '}
          {m.games_found_so_far({ count: formatNumber(hunt.found.length) })}
        </p>
      )}
    </section>
  );
}

import type { TRoulette, TSpinResult } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, LoadFailed, ui } from '~/components/form';
import { Dices, LoaderCircle } from '~/components/icon';
import { loginUrlFor, useSession } from '~/features/session';
import { ApiError } from '~/lib/browser-api';
import type { Allowance } from './game-reader';
import { sendSpin } from './games-api';
import { PrizeNote } from './prize-note';
import { RouletteWheel, rotationFor } from './roulette-wheel';

// /roulette/:slug. The wheel is rendered on the server for everyone; a signed-in shopper's spins
// left are read in the browser, where the token is. A spin asks the server where to stop, turns
// the wheel there and only then tells the result.

const SPIN_MS = 4000;

export function RoulettePage({
  roulette,
  slug,
  allowance: read,
}: {
  roulette: TRoulette;
  slug: string;
  /** The shopper's spins left, read by the route's clientLoader (undefined until then). */
  allowance?: Allowance | null;
}) {
  const session = useSession();
  const revalidator = useRevalidator();
  // A spin's answer carries the spins left: shown until the loader's next read.
  const [spun, setSpun] = useState<Allowance | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the loader is the trigger
  useEffect(() => setSpun(null), [read]);
  const allowance = spun ?? read ?? { kind: 'loading' as const };
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<TSpinResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function spin() {
    setError(null);
    setResult(null);
    setSpinning(true);
    try {
      const r = await sendSpin(slug);
      setRotation((current) => rotationFor(current, r.segmentIndex, roulette.segments.length));
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      timer.current = setTimeout(
        () => {
          setSpinning(false);
          setResult(r);
          setSpun({
            kind: 'ready',
            spinsLeft: r.spinsLeft,
            spinsPerDay: r.spinsPerDay,
            resetsAt: r.resetsAt,
          });
        },
        reduced ? 0 : SPIN_MS,
      );
    } catch (e) {
      setSpinning(false);
      setError(e instanceof ApiError ? e.message : m.games_spin_failed());
      if (e instanceof ApiError && e.status === 409) void revalidator.revalidate();
    }
  }

  const running = roulette.state === 'running';
  const left = allowance.kind === 'ready' ? allowance.spinsLeft : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {/* On a phone: the title, then the wheel, then the button, so the wheel is in view as it turns. */}
      <div className="grid items-center gap-x-10 gap-y-6 md:grid-cols-2">
        <div className="space-y-3 md:col-start-2 md:row-start-1 md:self-end">
          <p className="inline-flex items-center gap-2 rounded-full bg-berry-soft px-3 py-1 text-sm font-medium text-berry">
            <Dices aria-hidden="true" className="size-4" /> {m.games_roulette()}
          </p>
          <h1 className={ui.heading}>{roulette.title}</h1>
          {roulette.description && <p className={ui.lead}>{roulette.description}</p>}
          <p className={ui.hint}>{m.games_spins_a_day({ count: formatNumber(roulette.spinsPerDay) })}</p>
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <RouletteWheel segments={roulette.segments} rotation={rotation} spinning={spinning} />
        </div>
        <div className="space-y-4 md:col-start-2 md:row-start-2 md:self-start">
          {!running && (
            <FormAlert tone="info">
              {roulette.state === 'upcoming' ? m.games_opens_soon() : m.games_stopped()}
            </FormAlert>
          )}

          {running && session.status === 'loggedOut' && (
            <div className="rounded-2xl border border-line bg-white p-4">
              <p className="font-medium">{m.games_sign_in_lead()}</p>
              <Link to={loginUrlFor(`/roulette/${slug}`)} className={buttonClass('primary', 'mt-3')}>
                {m.games_sign_in_to_spin()}
              </Link>
            </div>
          )}

          {running && session.isLoggedIn && (
            <div className="space-y-3">
              {allowance.kind === 'error' ? (
                <LoadFailed message={allowance.message} onRetry={() => void revalidator.revalidate()} />
              ) : (
                <>
                  <button
                    type="button"
                    onClick={spin}
                    disabled={spinning || allowance.kind === 'loading' || left === 0}
                    className={buttonClass('primary', 'w-full sm:w-auto disabled:opacity-60')}
                  >
                    {spinning ? (
                      <>
                        <LoaderCircle aria-hidden="true" className="mr-2 size-5 animate-spin" />{' '}
                        {m.games_spinning()}
                      </>
                    ) : (
                      m.games_spin()
                    )}
                  </button>
                  <p className={ui.hint} aria-live="polite" data-testid="spins-left">
                    {allowance.kind === 'loading'
                      ? m.games_checking_spins()
                      : left === 0
                        ? m.games_no_spins_left({ time: formatDate(allowance.resetsAt, 'date-time') })
                        : m.games_spins_left({
                            left: formatNumber(left ?? 0),
                            total: formatNumber(allowance.spinsPerDay),
                          })}
                  </p>
                </>
              )}
            </div>
          )}
          {session.status === 'checking' && running && <p className={ui.hint}>Loading Please Wait</p>}

          <div aria-live="polite">
            {error && <FormAlert tone="error">{error}</FormAlert>}
            {result &&
              (result.prize ? (
                <FormAlert tone="success">
                  <p className="text-base">{m.games_stopped_on({ label: result.label })}</p>
                  <PrizeNote prize={result.prize} />
                </FormAlert>
              ) : (
                <FormAlert tone="info">
                  {m.games_no_prize({ label: result.label })}{' '}
                  {result.spinsLeft > 0 ? m.games_try_again() : m.games_come_back()}
                </FormAlert>
              ))}
          </div>
        </div>
      </div>
    </div>
  );
}

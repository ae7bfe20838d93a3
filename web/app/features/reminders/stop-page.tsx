import { occasionName, type TReminderSubscription } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { CircleCheck } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { setSubscribed } from './reminders-api';

/**
 * /reminders/stop/:token, a reminder's unsubscribe link: opening it has already stopped the
 * occasion's reminders (no login); the page says so and can start them again.
 */
export function StopPage({ token, subscription }: { token: string; subscription: TReminderSubscription }) {
  const [state, setState] = useState(subscription);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = { name: state.personName, occasion: occasionName(state).toLowerCase() };
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      setState(await setSubscribed(token, !state.subscribed));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <section className={`${ui.card} text-center`}>
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h1 className="mt-3 font-display text-xl font-semibold text-cocoa" aria-live="polite">
          {state.subscribed ? m.occasions_stop_on(words) : m.occasions_stop_done(words)}
        </h1>
        {error && (
          <div className="mt-4 text-left">
            <FormAlert tone="error">{error}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass(state.subscribed ? 'secondary' : 'primary')}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {state.subscribed ? m.occasions_stop_unsubscribe() : m.occasions_stop_resubscribe()}
          </button>
          <Link to="/profile/reminders" className={buttonClass('quiet')}>
            {m.occasions_stop_manage()}
          </Link>
        </div>
      </section>
    </div>
  );
}

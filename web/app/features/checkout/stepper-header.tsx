import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Check } from '~/components/icon';
import { CHECKOUT_STEPS, type CheckoutStep, cartUrl } from './steps';

/** "1 Cart · 2 Delivery · 3 Payment": earlier steps are links back, later ones are plain text. */
export function StepperHeader({ step, items }: { step: CheckoutStep; items: readonly string[] }) {
  return (
    <nav aria-label={m.checkout_steps_label()}>
      <ol className="flex items-center gap-1.5 sm:gap-3">
        {CHECKOUT_STEPS.map((s, i) => {
          const done = s.step < step;
          const current = s.step === step;
          const badge = (
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-semibold ${
                current
                  ? 'bg-berry text-white'
                  : done
                    ? 'bg-success-soft text-success'
                    : 'border border-line bg-white text-cocoa-soft'
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : formatNumber(s.step)}
            </span>
          );
          const label = (
            <span
              className={`text-sm sm:text-base ${current ? 'font-semibold text-cocoa' : 'text-cocoa-soft'}`}
            >
              {s.label}
            </span>
          );
          return (
            <li key={s.step} className="flex min-w-0 items-center gap-1.5 sm:gap-3">
              {i > 0 && <span aria-hidden="true" className="h-px w-4 shrink-0 bg-line sm:w-10" />}
              {done ? (
                // Step 1 is the whole cart; a quick checkout's items only matter from step 2.
                <Link
                  to={cartUrl(s.step, s.step === 1 ? [] : items)}
                  className="flex items-center gap-1.5 rounded-full pr-2 hover:bg-white sm:gap-2"
                >
                  {badge}
                  {label}
                  <span className="sr-only">{m.checkout_step_done()}</span>
                </Link>
              ) : (
                <span
                  aria-current={current ? 'step' : undefined}
                  className="flex items-center gap-1.5 sm:gap-2"
                >
                  {badge}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Dices } from '~/components/icon';

/** The Play! link when no wheel is running: say so kindly and point to the other games. */
export function NoWheel() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-berry-soft text-berry">
        <Dices aria-hidden="true" className="size-8" />
      </span>
      <h1 className={`${ui.heading} mt-4`}>No wheel is spinning right now</h1>
      <p className={ui.lead}>
        The next lucky wheel is on its way. Meanwhile, there are other ways to win something sweet.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/contests" className={buttonClass('primary')}>
          Contests
        </Link>
        <Link to="/quiz" className={buttonClass('secondary')}>
          Quizzes
        </Link>
        <Link to="/" className={buttonClass('quiet')}>
          Back to the shop
        </Link>
      </div>
    </div>
  );
}

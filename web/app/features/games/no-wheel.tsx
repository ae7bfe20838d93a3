import { m } from '@upahar/contract/messages';
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
      <h1 className={`${ui.heading} mt-4`}>{m.games_no_wheel()}</h1>
      <p className={ui.lead}>{m.games_no_wheel_lead()}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/contests" className={buttonClass('primary')}>
          {m.games_contests()}
        </Link>
        <Link to="/quiz" className={buttonClass('secondary')}>
          {m.games_quizzes()}
        </Link>
        <Link to="/" className={buttonClass('quiet')}>
          {m.games_back_to_shop()}
        </Link>
      </div>
    </div>
  );
}

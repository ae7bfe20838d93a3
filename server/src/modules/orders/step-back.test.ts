import { UNDO_WINDOW_MINUTES } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { type StepEvent, undoOffer } from './step-back.ts';

const WINDOW = UNDO_WINDOW_MINUTES * 60;
const steps = (...list: [StepEvent['status'], number][]): StepEvent[] =>
  list.map(([status, ageSeconds]) => ({ status, ageSeconds }));

describe('which last step may be taken back', () => {
  it('a forward step of the last few minutes, to the status before it, with the seconds left', () => {
    const timeline = steps(['placed', 900], ['confirmed', 800], ['preparing', 60.2]);
    expect(undoOffer('preparing', timeline)).toEqual({
      from: 'preparing',
      to: 'confirmed',
      secondsLeft: WINDOW - 60,
    });
    expect(undoOffer('delivered', steps(['out_for_delivery', 90], ['delivered', 0]))?.to).toBe(
      'out_for_delivery',
    );
  });

  it('nothing once the window has passed, for confirming, or after anything else on the timeline', () => {
    expect(undoOffer('preparing', steps(['confirmed', 900], ['preparing', WINDOW]))).toBeNull();
    expect(undoOffer('confirmed', steps(['placed', 60], ['confirmed', 10]))).toBeNull();
    // A refund writes a line under "Delivered"; a step taken back is a step backwards.
    expect(
      undoOffer('delivered', steps(['out_for_delivery', 90], ['delivered', 60], ['delivered', 5])),
    ).toBeNull();
    expect(
      undoOffer(
        'out_for_delivery',
        steps(['preparing', 200], ['out_for_delivery', 100], ['delivered', 60], ['out_for_delivery', 5]),
      ),
    ).toBeNull();
    expect(undoOffer('cancelled', steps(['placed', 60], ['cancelled', 5]))).toBeNull();
    expect(undoOffer('preparing', [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { gpsErrorText } from './use-gps-location';

// The shopper picks their own area; an address may be someone else's, so it says "the area".
describe.each([
  ['area', 'your area'],
  ['address', 'the area'],
] as const)('gpsErrorText for %s', (purpose, area) => {
  it('sends the visitor back to the list, in the same words as before', () => {
    expect(gpsErrorText(purpose, 1)).toBe(
      `Location permission was denied. Choose ${area} from the list instead.`,
    );
    expect(gpsErrorText(purpose, 2)).toBe(
      `Your position could not be found. Choose ${area} from the list instead.`,
    );
    expect(gpsErrorText(purpose, 3)).toBe(
      `Finding your position took too long. Try again or choose ${area} from the list.`,
    );
    expect(gpsErrorText(purpose, 'unsupported')).toBe(
      `This browser cannot share its location. Choose ${area} from the list.`,
    );
  });
  it('leaves other failures to the caller', () => {
    expect(gpsErrorText(purpose, 0)).toBeNull();
  });
});

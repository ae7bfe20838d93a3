import { describe, expect, it } from 'vitest';
import {
  CHOICE_STORAGE_KEY,
  deliveryChosen,
  EMPTY_CHOICE,
  initialDate,
  initialLocation,
  readChoice,
  updateChoice,
  writeChoice,
} from './choice';

const full = {
  ...EMPTY_CHOICE,
  locationId: 3,
  locationName: 'Baneshwor',
  date: '2026-05-14',
  methodId: 1,
  slotId: 7,
  addressId: 9,
};

describe('updateChoice', () => {
  it('clears the address and slot when the location changes', () => {
    const next = updateChoice(full, { locationId: 4, locationName: 'Patan' });
    expect(next).toMatchObject({
      locationId: 4,
      addressId: null,
      slotId: null,
      date: '2026-05-14',
      methodId: 1,
    });
  });
  it('clears the slot when the date or the method changes', () => {
    expect(updateChoice(full, { date: '2026-05-15' }).slotId).toBeNull();
    expect(updateChoice(full, { methodId: 2 }).slotId).toBeNull();
    expect(updateChoice(full, { methodId: 2, slotId: 11 }).slotId).toBe(11);
  });
  it('clears the recap label together with its id', () => {
    const labelled = { ...full, methodName: 'Express', slotLabel: '10:00–13:00', addressLabel: 'Home' };
    expect(updateChoice(labelled, { date: '2026-05-15' })).toMatchObject({
      methodName: 'Express',
      slotLabel: '',
    });
    expect(updateChoice(labelled, { locationId: 4 })).toMatchObject({ addressLabel: '', slotLabel: '' });
    expect(updateChoice(labelled, { methodId: null })).toMatchObject({ methodName: '', slotLabel: '' });
  });
  it('keeps everything when a field is set to what it was', () => {
    expect(updateChoice(full, { locationId: 3, date: '2026-05-14' })).toEqual(full);
  });
});

describe('deliveryChosen', () => {
  it('needs location, date, method, slot and address', () => {
    expect(deliveryChosen(full)).toBe(true);
    for (const k of ['locationId', 'methodId', 'slotId', 'addressId'] as const) {
      expect(deliveryChosen({ ...full, [k]: null })).toBe(false);
    }
    expect(deliveryChosen({ ...full, date: '' })).toBe(false);
  });
});

describe('initialLocation', () => {
  const locations = [
    { id: 3, name: 'Baneshwor' },
    { id: 11, name: 'Thamel' },
    { id: 20, name: 'Patan' },
  ];
  it('prefers this checkout, then the last location, then a line, then 11', () => {
    expect(initialLocation({ chosen: { id: 20 }, last: { id: 3 }, lineLocationIds: [], locations })?.id).toBe(
      20,
    );
    expect(initialLocation({ chosen: null, last: { id: 3 }, lineLocationIds: [20], locations })?.id).toBe(3);
    expect(initialLocation({ chosen: null, last: null, lineLocationIds: [null, 20], locations })?.id).toBe(
      20,
    );
    expect(initialLocation({ chosen: null, last: null, lineLocationIds: [], locations })?.id).toBe(11);
  });
  it('skips locations that are no longer served', () => {
    expect(
      initialLocation({ chosen: { id: 99 }, last: { id: 98 }, lineLocationIds: [97], locations })?.id,
    ).toBe(11);
    expect(
      initialLocation({ chosen: null, last: null, lineLocationIds: [], locations: [locations[0]] }),
    ).toBeNull();
  });
});

describe('initialDate', () => {
  it('takes the first wanted date that is possible, else the first delivery date', () => {
    expect(initialDate(['2026-05-10', '2026-05-20'], '2026-05-12', '2026-08-10')).toBe('2026-05-20');
    expect(initialDate([null, ''], '2026-05-12', '2026-08-10')).toBe('2026-05-12');
    expect(initialDate(['2027-01-01'], '2026-05-12', '2026-08-10')).toBe('2026-05-12');
  });
});

describe('stored choice', () => {
  it('round-trips and refuses junk', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    writeChoice({ ...full, paymentMethod: 'cod', useCredit: true }, storage);
    expect(readChoice(storage)).toEqual({ ...full, paymentMethod: 'cod', useCredit: true });
    data.set(
      CHOICE_STORAGE_KEY,
      JSON.stringify({ locationId: -1, date: 'soon', slotId: 2.5, useCredit: 'yes' }),
    );
    expect(readChoice(storage)).toEqual(EMPTY_CHOICE);
    data.set(CHOICE_STORAGE_KEY, '{');
    expect(readChoice(storage)).toEqual(EMPTY_CHOICE);
  });
});

import { ZReminderPeopleResponse, ZReminderPersonResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createOrder } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// A shopper keeps their people and occasions; someone else's person answers 404 and bad input 400.

const shop = api(t);

const aama = {
  name: 'Aama',
  relation: 'Mother',
  phone: '9841234567',
  occasions: [
    { kind: 'birthday', calendar: 'bs', month: 8, day: 12, daysBefore: 5, channel: 'email' },
    { kind: 'festival', label: 'Teej', calendar: 'ad', month: 9, day: 3 },
  ],
};

describe('reminder people', () => {
  it('are added, listed with their next days, changed and deleted', async () => {
    const me = await quickUser(t.db);
    const made = await shop.post('reminder-people', aama, me);
    expect(made.statusCode, made.body).toBe(201);
    const person = ZReminderPersonResponse.parse(made.json()).data.person;
    expect(person).toMatchObject({ name: 'Aama', relation: 'Mother', phone: '9841234567' });
    expect(person.occasions.map((o) => [o.kind, o.calendar, o.daysBefore, o.subscribed])).toEqual([
      ['birthday', 'bs', 5, true],
      ['festival', 'ad', 3, true],
    ]);
    expect(person.occasions[0].next?.inDays).toBeGreaterThanOrEqual(0);
    expect(person.occasions[0].next?.inDays).toBeLessThan(367);

    const birthday = person.occasions[0];
    const changed = await shop.put(
      `reminder-people/${person.id}`,
      {
        ...aama,
        name: 'Aama (Pokhara)',
        occasions: [
          { ...aama.occasions[0], id: birthday.id, daysBefore: 7 },
          { kind: 'anniversary', calendar: 'ad', month: 2, day: 29 },
        ],
      },
      me,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = ZReminderPersonResponse.parse(changed.json()).data.person;
    expect(after.name).toBe('Aama (Pokhara)');
    // The birthday kept its id (its reminders stay counted); Teej went; the anniversary is new.
    expect(after.occasions.map((o) => [o.id === birthday.id, o.kind, o.daysBefore])).toEqual([
      [true, 'birthday', 7],
      [false, 'anniversary', 3],
    ]);

    const listed = ZReminderPeopleResponse.parse((await shop.get('reminder-people', me)).json()).data.people;
    expect(listed.map((p) => p.name)).toEqual(['Aama (Pokhara)']);
    expect((await shop.del(`reminder-people/${person.id}`, me)).statusCode).toBe(200);
    expect((await shop.get('reminder-people', me)).json().data.people).toEqual([]);
  });

  it("answers 404 for someone else's person, and 401 without a login", async () => {
    const owner = await quickUser(t.db);
    const other = await quickUser(t.db);
    const id = (await shop.post('reminder-people', aama, owner)).json().data.person.id;
    expect((await shop.put(`reminder-people/${id}`, aama, other)).statusCode).toBe(404);
    expect((await shop.del(`reminder-people/${id}`, other)).statusCode).toBe(404);
    expect((await shop.get('reminder-people', other)).json().data.people).toEqual([]);
    expect((await shop.get('reminder-people')).statusCode).toBe(401);
    // An order of someone else cannot be tied to a person.
    const theirs = await createOrder(t.db, { userId: other.user.id });
    const tied = await shop.post('reminder-people', { ...aama, orderId: theirs.id }, owner);
    expect(tied.statusCode).toBe(404);
  });

  it('refuses bad input on its field with a 400, never a 500', async () => {
    const me = await quickUser(t.db, { phone: null });
    const day = aama.occasions[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...aama, name: ' ' }, 'name'],
      [{ ...aama, occasions: [] }, 'occasions'],
      [{ ...aama, phone: '12' }, 'phone'],
      [{ ...aama, occasions: [{ ...day, day: 33 }] }, 'occasions/0/day'],
      [{ ...aama, occasions: [{ ...day, calendar: 'ad', month: 2, day: 30 }] }, 'occasions/0/day'],
      [{ ...aama, occasions: [{ ...day, month: 13 }] }, 'occasions/0/month'],
      [{ ...aama, occasions: [{ ...day, daysBefore: 15 }] }, 'occasions/0/daysBefore'],
      [{ ...aama, occasions: [{ ...day, daysBefore: 0 }] }, 'occasions/0/daysBefore'],
      [{ ...aama, occasions: [{ ...day, kind: 'festival' }] }, 'occasions/0/label'],
      [{ ...aama, occasions: [{ ...day, channel: 'fax' }] }, 'occasions/0/channel'],
      // Texts go to the shopper's own mobile, which this one has not given.
      [{ ...aama, occasions: [{ ...day, channel: 'sms' }] }, 'occasions'],
    ];
    for (const [body, field] of cases) {
      const res = await shop.post('reminder-people', body, me);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], `${field}: ${res.body}`).toBeDefined();
    }
    expect((await shop.put('reminder-people/abc', aama, me)).statusCode).toBe(400);
    expect((await shop.get('reminder-people', me)).json().data.people).toEqual([]);
  });
});

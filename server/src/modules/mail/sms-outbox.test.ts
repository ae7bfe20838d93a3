import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { drainOutbox } from './drain.ts';
import { type Mail, queueEmail } from './outbox.ts';
import { queueSms } from './sms.ts';

// Texts share the outbox with e-mail but each channel has its own sender: a text must never be
// handed to the SMTP server, nor an e-mail to the SMS gateway.
describe('texts in the outbox', () => {
  it('go to the SMS sender only, and e-mail to the mail sender only', async () => {
    await queueSms({ db: t.db, sms: { to: '9841234567', text: '123456 is your code' } });
    await queueEmail({ db: t.db, mail: { to: 'sita@example.com', subject: 'Hello', text: 'Hi' } });
    const texts: Mail[] = [];
    const mails: Mail[] = [];
    await drainOutbox({
      db: t.db,
      senders: { email: async (m) => void mails.push(m), sms: async (m) => void texts.push(m) },
    });
    expect(mails.map((m) => m.to)).toEqual(['sita@example.com']);
    expect(texts).toEqual([
      { to: '9841234567', subject: 'SMS', text: '123456 is your code', html: undefined },
    ]);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(sms.status).toBe('sent');
  });

  it('stay kept for the development mailbox when no SMS gateway is set', async () => {
    await queueSms({ db: t.db, sms: { to: '9801234567', text: '654321 is your code' } });
    await drainOutbox({ db: t.db, senders: { email: async () => {}, sms: null } });
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, '9801234567'));
    expect(sms.status).toBe('kept');
  });

  it('are never queued as e-mail to the placeholder address of a phone account', async () => {
    await queueEmail({
      db: t.db,
      mail: { to: '9841234567@phone.upahar.invalid', subject: 'Your order', text: 'Thanks' },
    });
    expect(await t.db.select().from(outbox)).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on this machine for tests: it counts what it accepts by recipient, and
 * refuses every message with a temporary error while `refusing` is set.
 */
export async function startSmtpSink() {
  const received: string[] = [];
  const sink = {
    refusing: false,
    received,
    url: '',
    count: (to: string) => received.filter((r) => r === to).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (sink.refusing) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        for (const r of session.envelope.rcptTo) received.push(r.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}

import { describe, expect, it } from 'vitest';
import { modeNotice } from './mode-notice.ts';

describe('start-up notice', () => {
  it('says in one line what each mode exposes', () => {
    const lines = [
      modeNotice({ env: 'development', port: 3000, smtpUrl: undefined }),
      modeNotice({ env: 'test', port: 3000, smtpUrl: undefined }),
      modeNotice({ env: 'production', port: 3000, smtpUrl: undefined }),
      modeNotice({ env: 'production', port: 3000, smtpUrl: 'smtp://mail:587' }),
    ];
    expect(lines[0]).toBe(
      'Development mode: the mailbox at http://localhost:3000/dev/mailbox shows every mail sent, to this machine only; set NODE_ENV=production for a real shop.',
    );
    expect(lines[1]).toMatch(/^Test mode: .*\/test\/session logs anyone in/);
    expect(lines[2]).toMatch(/^Production mode: no development mailbox.*SMTP_URL is not set/);
    expect(lines[3]).toMatch(/^Production mode: e-mails go out through SMTP_URL/);
    for (const line of lines) expect(line).not.toContain('\n');
  });
});
